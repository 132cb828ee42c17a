/**
 * `npm start`: the server on the configuration of the environment. Prints where it listens and
 * the demo accounts; stops cleanly on SIGTERM and SIGINT.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { demoAccounts, demoPassword } from '@courier/store/demo-accounts';
import { ConfigError, readConfig } from './config';
import { createLog } from './log';
import { isLoopback, startServer, type RunningServer } from './server';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
/** Beside the bundled server (dist/) its copy of the migrations; from the sources, the store's own. */
const migrations = existsSync(here('./migrations')) ? here('./migrations') : undefined;
const builtApp = here('../../app/dist');
const appDir = existsSync(`${builtApp}/index.html`) ? builtApp : undefined;

async function main() {
  if (process.argv[2] === 'move-to-postgres') {
    const { main: move } = await import('./moveData');
    await move(process.env, migrations).catch((error: Error) => {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    });
    return;
  }
  const command = process.argv[2];
  if (command === 'backup' || command === 'restore') {
    const { main: run } = await import('./backup');
    await run(command, process.argv.slice(3), { migrations }).catch((error: Error) => {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    });
    return;
  }
  if (command === 'users') {
    const { main: run } = await import('./users');
    await run(process.argv.slice(3), process.env, { migrations, projectDir: here('../../..') })
      .then((out) => process.stdout.write(`${out}\n`))
      .catch((error: Error) => {
        process.stderr.write(`${error.message}\n`);
        process.exit(1);
      });
    return;
  }
  let config;
  try {
    config = readConfig(process.env, { projectDir: here('../../..') });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`Configuration: ${error.message}\n`);
    process.exit(1);
  }
  const log = createLog(config.logLevel);
  if (!appDir) log.warn('The app is not built: only the API is served', { expected: builtApp });

  // A database that is still starting (or away for a moment) is waited for, for a minute at most.
  let server: RunningServer | undefined;
  for (let attempt = 1; !server; attempt++) {
    try {
      server = await startServer(config, { appDir, migrations, log });
    } catch (error) {
      const code = (error as { code?: string }).code;
      const reachable = !['ECONNREFUSED', 'ENOTFOUND', 'ETIMEDOUT', 'EAI_AGAIN', '57P03'].includes(code ?? '');
      if (reachable || attempt >= 12) {
        process.stderr.write(`The server cannot start: ${(error as Error).message}\n`);
        process.exit(1);
      }
      log.warn('The database does not answer yet; trying again in 5 s', { attempt, code });
      await new Promise((done) => setTimeout(done, 5000));
    }
  }
  const running = server;
  const where = config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`;
  log.info('listening', {
    url: running.url,
    mode: config.mode,
    database: config.databaseUrl ? 'postgres' : 'pglite',
    seeded: running.seeded,
  });
  if (config.mode === 'demo' && !isLoopback(config.host))
    log.warn(
      'The demo listens on an address other machines reach, and its accounts share a published password: keep no real data in it (production: docs/operations.md)',
      { host: config.host },
    );
  if (config.logLevel !== 'silent') {
    const accounts =
      config.seed === 'demo'
        ? [
            ``,
            `  Demo accounts (password ${demoPassword}):`,
            ...demoAccounts.map((a) => `    ${a.role.padEnd(11)} ${a.email}`),
          ]
        : [];
    process.stdout.write(
      [
        ``,
        `  Courier back office (${config.mode === 'demo' ? 'demo' : 'production'}), on ${where}`,
        `  Open ${running.url}`,
        ...accounts,
        ...(running.setupLink
          ? [``, `  No administrator yet. Set up the company within 24 hours at:`, `    ${running.setupLink}`]
          : []),
        ``,
        ``,
      ].join('\n'),
    );
  }

  const stop = (signal: string) => {
    log.info('stopping', { signal });
    void running.close().then(() => process.exit(0));
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

void main();
