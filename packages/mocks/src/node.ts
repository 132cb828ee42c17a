import { setupServer } from 'msw/node';
import { Database } from './db';
import { createHandlers } from './handlers';
import { MockApi } from './http/api';
import { createSnapshot, type SeedOptions } from './seed';

export interface NodeMockOptions extends SeedOptions {
  /** The clock the server reads; by default fixed at `now`, so tests see the same data every run. */
  clock?: () => Date;
}

/** The mock API for Node (Vitest): `server.listen()` before the tests, `server.close()` after. */
export function createMockServer(options: NodeMockOptions = {}) {
  const now = options.now ?? new Date('2026-11-20T09:30:00Z');
  // Seeded once; a reset starts again from a copy, which is much faster than seeding anew.
  const seeded = createSnapshot({ ...options, now });
  const make = () => new Database(structuredClone(seeded), options.clock ?? (() => now));
  let written = false;
  const api: MockApi = new MockApi(make(), {
    delays: false,
    onWrite: () => {
      written = true;
    },
    // Only a database that was written to needs a fresh copy.
    reset: () => {
      if (!written) return;
      api.db = make();
      written = false;
    },
  });
  const server = setupServer(...createHandlers(api));
  return { server, api };
}
