import { createContext, useContext } from 'react';
import type { Role } from '@courier/domain';

/** What the embedded mock server offers the pages: the demo accounts for the sign-in page. */
export interface MockInfo {
  demoAccounts: { email: string; role: Role; name: string }[];
  demoPassword: string;
}
export const MockContext = createContext<MockInfo | null>(null);
export const useMockInfo = () => useContext(MockContext);
