import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../../pages/NotFoundPage';
import { AuditPage } from './AuditPage';
import { CompanyPage } from './CompanyPage';
import { StaffPage } from './StaffPage';

/** /secure/staff: the staff accounts, and under them the audit log and the company profile (the administrator's). */
export function StaffModule() {
  return (
    <Routes>
      <Route index element={<StaffPage />} />
      <Route path="audit" element={<AuditPage />} />
      <Route path="company" element={<CompanyPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
