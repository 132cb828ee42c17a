import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../../pages/NotFoundPage';
import { ImportPage } from './import/ImportPage';
import { LabelsPage } from './LabelsPage';
import { EditParcelPage, NewParcelPage } from './ParcelFormPage';
import { OpenedParcelPage, ParcelPage } from './ParcelPage';
import { ParcelsPage } from './ParcelsPage';

/** The parcels module: its pages under /secure/parcels. */
export function ParcelsModule() {
  return (
    <Routes>
      <Route index element={<ParcelsPage />} />
      <Route path="labels" element={<LabelsPage />} />
      <Route path="import" element={<ImportPage />} />
      <Route path="new" element={<NewParcelPage />} />
      <Route path="tracking/:trackingNumber" element={<OpenedParcelPage />} />
      <Route path=":id/edit" element={<EditParcelPage />} />
      <Route path=":id" element={<ParcelPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
