/**
 * `npm run users -- create-admin --email … --name …`: an administrator made from the command line
 * (automation, or a company whose setup link has passed), on the database the server would open
 * (DATABASE_URL, or the embedded one in DATA_DIR with its server stopped: one process holds its
 * folder). Prints the link that sets the account's password, valid 72 hours.
 */
import { parseArgs } from 'node:util';
import { createAdministrator, createApi, createPasswords, invitationHours } from '@courier/api';
import { openStore } from '@courier/store-sql';
import { join } from 'node:path';
import { readConfig } from './config';
import { nodeScrypt } from './scrypt';
import { keepPrivate } from './server';

const usage = 'Usage: npm run users -- create-admin --email <address> --name <full name>';

export async function main(
  args: string[],
  env: Record<string, string | undefined>,
  options: { migrations?: string; projectDir?: string },
) {
  const [command, ...rest] = args;
  if (command !== 'create-admin') throw new Error(usage);
  const { values } = parseArgs({
    args: rest,
    options: { email: { type: 'string' }, name: { type: 'string' } },
    strict: true,
  });
  if (!values.email || !values.name) throw new Error(usage);
  const config = readConfig(env, { projectDir: options.projectDir });
  if (!config.databaseUrl) await keepPrivate(config.dataDir);
  const { store, database } = await openStore({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : join(config.dataDir, 'pglite'),
    migrations: options.migrations,
    seed: null,
  });
  try {
    const app = createApi({
      store,
      // Nothing is signed here: the link is a password link, not a session.
      auth: { secret: new Uint8Array(32) },
      passwords: createPasswords(nodeScrypt),
      appUrl: () => config.publicUrl ?? `http://${config.host}:${config.port}/`,
    });
    const made = await createAdministrator(app.api, { email: values.email, name: values.name }).catch(
      (error: unknown) => {
        const fields = (error as { fields?: Record<string, string> }).fields;
        throw fields
          ? new Error(
              `Not made: ${Object.entries(fields)
                .map(([field, code]) => `${field} ${code}`)
                .join(', ')}`,
            )
          : error;
      },
    );
    return [
      `Administrator ${made.user.name} <${made.user.email}> made.`,
      `The link that sets the password (valid ${invitationHours} hours, once):`,
      `  ${made.link}`,
    ].join('\n');
  } finally {
    await database.close();
  }
}
