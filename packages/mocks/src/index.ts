export { createHandlers, notFoundHandler } from './handlers';
export { MockApi, type MockApiOptions } from './http/api';
export { Database, snapshotVersion, type Snapshot, type UserRecord } from './db';
export { createSnapshot, demoAccounts, demoPassword, defaultSeed, sampleSizes, type SeedOptions } from './seed';
export { signToken, tokenLifetimeSeconds } from './http/tokens';
export { openApiDocument } from './openapi';
