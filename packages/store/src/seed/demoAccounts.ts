/** The demo accounts: light enough for the sign-in page, which lists them while the demo runs. */
import type { Role } from '@courier/domain';

export const demoPassword = 'demo1234';

/** The seven demo accounts, one per role (DOMAIN.md section 1). */
export const demoAccounts: { email: string; role: Role; name: string }[] = [
  { email: 'admin@courier.test', role: 'admin', name: 'Aylin Aksoy' },
  { email: 'manager@courier.test', role: 'manager', name: 'Murat Özkan' },
  { email: 'dispatcher@courier.test', role: 'dispatcher', name: 'Derya Güneş' },
  { email: 'clerk@courier.test', role: 'clerk', name: 'Selin Arslan' },
  { email: 'driver@courier.test', role: 'driver', name: 'Emre Şahin' },
  { email: 'support@courier.test', role: 'support', name: 'Büşra Tekin' },
  { email: 'finance@courier.test', role: 'finance', name: 'Kaan Polat' },
];
