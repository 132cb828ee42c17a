// The server from its sources in a process of its own, for the crash test: started with the
// environment given, on an empty database (SEED=none) with one administrator added, and killed
// with SIGKILL by the test. Prints `listening <url>` once it answers.
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const conditions = ['@courier/source', 'module', 'node', 'development|production'];
const vite = await createServer({
  root,
  configFile: false,
  logLevel: 'silent',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ['node'] } },
  optimizeDeps: { noDiscovery: true, include: [] },
});
const { startServer } = await vite.ssrLoadModule('/packages/server/src/server.ts');
const { readConfig } = await vite.ssrLoadModule('/packages/server/src/config.ts');
const { createLog } = await vite.ssrLoadModule('/packages/server/src/log.ts');
const { demoPasswordHash } = await vite.ssrLoadModule('/packages/store/src/index.ts');

const server = await startServer(readConfig({ ...process.env, SEED: 'none', PORT: '0', LOG_LEVEL: 'silent' }), {
  log: createLog('silent'),
});
const users = server.store.table('users');
if (!(await users.get('usr_admin'))) {
  await users.insert({
    id: 'usr_admin',
    name: 'Admin',
    email: 'admin@courier.test',
    avatar: null,
    status: 'online',
    role: 'admin',
    officeId: null,
    driverId: null,
    passwordHash: demoPasswordHash,
  });
}
process.stdout.write(`listening ${server.url}\n`);
