/**
 * Moving a company from the embedded database to PostgreSQL: every table's rows, copied in one
 * transaction into a migrated, empty PostgreSQL database (the generated columns are made again
 * there). `npm run move-to-postgres -w @courier/server` with DATA_DIR and DATABASE_URL.
 */
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type OpenedDatabase } from '@courier/store-sql';

/** The tables in an order their foreign keys allow, and the columns each keeps (the rest are generated). */
const tables: [string, string[]][] = [
  ['offices', ['id', 'doc', 'keys']],
  ['customers', ['id', 'doc', 'keys']],
  ['routes', ['id', 'doc', 'keys']],
  ['drivers', ['id', 'doc', 'keys']],
  ['trucks', ['id', 'doc', 'keys']],
  ['trips', ['id', 'doc', 'keys']],
  ['parcels', ['id', 'doc', 'keys']],
  ['parcel_events', ['id', 'doc', 'keys']],
  ['complaints', ['id', 'doc', 'keys']],
  ['users', ['id', 'doc', 'keys']],
  ['documents', ['collection', 'key', 'value']],
  ['counters', ['name', 'value']],
  ['scan_replies', ['client_scan_id', 'parcel_id', 'event_id']],
  ['revoked_tokens', ['token_id', 'expires_at']],
  ['sign_in_failures', ['key', 'at']],
  ['meta', ['key', 'value']],
];

export async function moveData(from: OpenedDatabase, to: OpenedDatabase, log: (line: string) => void = () => undefined): Promise<Record<string, number>> {
  await to.migrate();
  const moved: Record<string, number> = {};
  await to.db.transaction(async (tx) => {
    for (const [table] of tables) {
      const present = await tx.execute(sql`select 1 from ${sql.identifier(table)} limit 1`);
      if (present.rows.length) throw new Error(`The PostgreSQL database already holds ${table}: move into an empty one`);
    }
    for (const [table, columns] of tables) {
      const list = sql.raw(columns.map((c) => `"${c}"`).join(', '));
      // The scan log in the order it was recorded, so ties of time keep their order.
      const order = table === 'parcel_events' ? sql` order by seq` : sql``;
      const rows = (await from.db.execute(sql`select ${list} from ${sql.identifier(table)}${order}`)).rows;
      for (let i = 0; i < rows.length; i += 500) {
        const values = rows.slice(i, i + 500).map((row) => sql`(${sql.join(columns.map((c) => (typeof row[c] === 'object' && row[c] !== null ? sql`${JSON.stringify(row[c])}::jsonb` : sql`${row[c]}`)), sql`, `)})`);
        await tx.execute(sql`insert into ${sql.identifier(table)} (${list}) values ${sql.join(values, sql`, `)}`);
      }
      moved[table] = rows.length;
      log(`${table}: ${rows.length}`);
    }
  });
  return moved;
}

/** The command: DATA_DIR's embedded database into DATABASE_URL's. */
export async function main(env: Record<string, string | undefined> = process.env) {
  if (!env.DATABASE_URL) throw new Error('DATABASE_URL names the PostgreSQL database to move into');
  const from = await openDatabase({ dataDir: join(env.DATA_DIR ?? '.data', 'pglite') });
  const to = await openDatabase({ url: env.DATABASE_URL });
  try {
    await from.migrate();
    await moveData(from, to, (line) => process.stdout.write(`${line}\n`));
    process.stdout.write('Moved. Start the server with DATABASE_URL, and JWT_SECRET set to the content of DATA_DIR/jwt-secret.\n');
  } finally {
    await Promise.all([from.close(), to.close()]);
  }
}
