/**
 * Moving a company from the embedded database to PostgreSQL: every table's rows, copied in one
 * transaction into a migrated, empty PostgreSQL database (the generated columns are made again
 * there). `npm run move-to-postgres -w @courier/server` with DATA_DIR and DATABASE_URL.
 */
import { join } from 'node:path';
import { openDatabase, type OpenedDatabase } from '@courier/store-sql';
import { readAll, writeAll } from './backup';

/** Every row of `from` into the empty, migrated `to`, in one transaction. */
export const moveData = async (
  from: OpenedDatabase,
  to: OpenedDatabase,
  log: (line: string) => void = () => undefined,
): Promise<Record<string, number>> => {
  const moved = await writeAll(to, readAll(from));
  for (const [table, count] of Object.entries(moved)) log(`${table}: ${count}`);
  return moved;
};

/** The command: DATA_DIR's embedded database into DATABASE_URL's. */
export async function main(env: Record<string, string | undefined> = process.env, migrations?: string) {
  if (!env.DATABASE_URL) throw new Error('DATABASE_URL names the PostgreSQL database to move into');
  const from = await openDatabase({ dataDir: join(env.DATA_DIR ?? '.data', 'pglite'), migrations });
  const to = await openDatabase({ url: env.DATABASE_URL, migrations });
  try {
    await from.migrate();
    await moveData(from, to, (line) => process.stdout.write(`${line}\n`));
    process.stdout.write(
      'Moved. Start the server with DATABASE_URL, and JWT_SECRET set to the content of DATA_DIR/jwt-secret.\n',
    );
  } finally {
    await Promise.all([from.close(), to.close()]);
  }
}
