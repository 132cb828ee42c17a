import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../../pages/NotFoundPage';
import { AuditPage } from './AuditPage';
import { StaffPage } from './StaffPage';

/** /secure/staff: the staff accounts, and under them the audit log (both the administrator's). */
export function StaffModule() {
  return (
    <Routes>
      <Route index element={<StaffPage />} />
      <Route path="audit" element={<AuditPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
