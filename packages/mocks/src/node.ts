import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mock API for Node (Vitest): call listen() before the tests and close() after. */
export const createMockServer = () => setupServer(...handlers);
