/**
 * Backups of a company's data, the same for both databases: every table's rows as JSON lines,
 * gzipped (`courier-backup` version 1). A backup of the embedded database restores into
 * PostgreSQL and the other way round. Read in one repeatable-read transaction, so a backup of a
 * PostgreSQL that serves staff meanwhile is still one moment's data; the embedded database is
 * backed up with its server stopped (one process holds its folder).
 *
 * `npm run db:backup [-- file]` and `npm run db:restore -- file [--replace]`, on DATABASE_URL or
 * DATA_DIR as the server would open them. Restoring goes into an empty database, or with
 * `--replace` over the data there, in one transaction: it ends whole or changes nothing.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { writeAudit } from '@courier/api';
import { openDatabase, SqlStore, type OpenedDatabase } from '@courier/store-sql';

/** The tables in an order their foreign keys allow, and the columns each keeps (the rest are generated). */
export const tables: [string, string[]][] = [
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
  ['audit', ['id', 'doc', 'keys']],
  ['sessions', ['id', 'doc', 'keys']],
  ['files', ['id', 'doc', 'keys']],
  ['api_keys', ['id', 'doc', 'keys']],
  ['webhooks', ['id', 'doc', 'keys']],
  ['webhook_deliveries', ['id', 'doc', 'keys']],
  // The bytes of the files: base64 in the backup's lines.
  ['file_blobs', ['id', 'content']],
  ['documents', ['collection', 'key', 'value']],
  ['counters', ['name', 'value']],
  ['scan_replies', ['client_scan_id', 'parcel_id', 'event_id']],
  ['revoked_tokens', ['token_id', 'expires_at']],
  ['sign_in_failures', ['key', 'at']],
  ['meta', ['key', 'value']],
];

export type Row = Record<string, unknown>;
export interface Batch {
  table: string;
  rows: Row[];
}
const batchSize = 500;

/** Every table's rows, a batch at a time, as one moment's data. */
export async function* readAll(from: OpenedDatabase): AsyncGenerator<Batch> {
  const batches: Batch[] = [];
  // drizzle runs a transaction as a callback: the batches are gathered in it, then handed on.
  await from.db.transaction(
    async (tx) => {
      for (const [table, columns] of tables) {
        const list = sql.raw(
          columns.map((c) => (c === 'content' ? `encode("content", 'base64') as "content"` : `"${c}"`)).join(', '),
        );
        // The scan log in the order it was recorded, so ties of time keep their order.
        const order = sql.raw(
          table === 'parcel_events' ? 'seq' : `"${columns[0]}"${columns[1] === 'key' ? ', "key"' : ''}`,
        );
        const rows = (await tx.execute(sql`select ${list} from ${sql.identifier(table)} order by ${order}`))
          .rows as Row[];
        // A counter is a bigint: node-postgres reads it as text, PGlite as a number; a backup holds numbers.
        if (table === 'counters') for (const row of rows) row.value = Number(row.value);
        for (let i = 0; i < rows.length; i += batchSize) batches.push({ table, rows: rows.slice(i, i + batchSize) });
        if (!rows.length) batches.push({ table, rows: [] });
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  yield* batches;
}

/**
 * Writes the batches into `to` (migrated first) in one transaction. It refuses a database that
 * holds data, unless `replace`: then what is there goes first. Returns the rows written per table.
 */
export async function writeAll(
  to: OpenedDatabase,
  batches: AsyncIterable<Batch>,
  options: { replace?: boolean } = {},
): Promise<Record<string, number>> {
  await to.migrate();
  const written: Record<string, number> = Object.fromEntries(tables.map(([table]) => [table, 0]));
  const known = new Map(tables);
  await to.db.transaction(async (tx) => {
    if (options.replace) {
      await tx.execute(
        sql`truncate ${sql.join(
          tables.map(([table]) => sql.identifier(table)),
          sql`, `,
        )} cascade`,
      );
    } else {
      for (const [table] of tables) {
        const present = await tx.execute(sql`select 1 from ${sql.identifier(table)} limit 1`);
        if (present.rows.length)
          throw new Error(`The database already holds ${table}: restore into an empty one, or add --replace`);
      }
    }
    for await (const { table, rows } of batches) {
      const columns = known.get(table);
      if (!columns) throw new Error(`Not a table of a backup: ${table}`);
      if (!rows.length) continue;
      const list = sql.raw(columns.map((c) => `"${c}"`).join(', '));
      const values = rows.map(
        (row) =>
          sql`(${sql.join(
            columns.map((c) =>
              c === 'content'
                ? sql`decode(${row[c]}, 'base64')`
                : typeof row[c] === 'object' && row[c] !== null
                  ? sql`${JSON.stringify(row[c])}::jsonb`
                  : sql`${row[c]}`,
            ),
            sql`, `,
          )})`,
      );
      await tx.execute(sql`insert into ${sql.identifier(table)} (${list}) values ${sql.join(values, sql`, `)}`);
      written[table]! += rows.length;
    }
  });
  return written;
}

const header = { format: 'courier-backup', version: 1 };

/** Writes a backup file: a header line, then one line per batch, gzipped. */
export async function backupTo(from: OpenedDatabase, file: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  async function* lines() {
    yield `${JSON.stringify({ ...header, at: new Date().toISOString(), driver: from.driver })}\n`;
    for await (const batch of readAll(from)) {
      counts[batch.table] = (counts[batch.table] ?? 0) + batch.rows.length;
      yield `${JSON.stringify(batch)}\n`;
    }
  }
  await mkdir(dirname(file), { recursive: true });
  await pipeline(Readable.from(lines()), createGzip(), createWriteStream(file, { flags: 'wx', mode: 0o600 }));
  return counts;
}

/** The batches of a backup file, after its header is checked. */
export async function* readBackup(file: string): AsyncGenerator<Batch> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  let first = true;
  for await (const line of lines) {
    if (!line) continue;
    const value = JSON.parse(line) as Record<string, unknown>;
    if (first) {
      if (value.format !== header.format || value.version !== header.version)
        throw new Error(`${file} is not a backup of the courier back office`);
      first = false;
      continue;
    }
    yield value as unknown as Batch;
  }
  if (first) throw new Error(`${file} is empty`);
}

/** A backup made or restored, in the audit log: by the command line, named by its file and what it held. */
async function audited(
  database: OpenedDatabase,
  action: 'backup.made' | 'backup.restored',
  file: string,
  counts: Record<string, number>,
) {
  const store = new SqlStore(database.db);
  await store.transaction(() =>
    writeAudit(
      store,
      new Date().toISOString(),
      { id: null, name: `npm run db:${action === 'backup.made' ? 'backup' : 'restore'}` },
      {
        action,
        recordType: 'data',
        recordId: basename(file),
        recordLabel: `${basename(file)} (${counts.parcels ?? 0} parcels, ${counts.users ?? 0} users)`,
      },
      null,
    ),
  );
}

/** `backup [file]` and `restore file [--replace]`, on the database the server's environment names. */
export async function main(
  command: 'backup' | 'restore',
  args: string[],
  options: { env?: Record<string, string | undefined>; migrations?: string } = {},
) {
  const { env = process.env, migrations } = options;
  if (!env.DATABASE_URL) await mkdir(env.DATA_DIR ?? '.data', { recursive: true });
  const database = await openDatabase(
    env.DATABASE_URL
      ? { url: env.DATABASE_URL, migrations }
      : { dataDir: join(env.DATA_DIR ?? '.data', 'pglite'), migrations },
  );
  const say = (line: string) => process.stdout.write(`${line}\n`);
  try {
    if (command === 'backup') {
      const stamp = new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
      const file = args[0] ?? join(env.DATA_DIR ?? '.data', 'backups', `courier-${stamp}.jsonl.gz`);
      const counts = await backupTo(database, file);
      await audited(database, 'backup.made', file, counts);
      say(`Backed up ${counts.parcels ?? 0} parcels, ${counts.users ?? 0} users and the rest into ${file}`);
    } else {
      const file = args.find((a) => !a.startsWith('--'));
      if (!file) throw new Error('Name the backup file: npm run db:restore -- file [--replace]');
      const written = await writeAll(database, readBackup(file), { replace: args.includes('--replace') });
      await audited(database, 'backup.restored', file, written);
      say(`Restored ${written.parcels} parcels, ${written.users} users and the rest from ${file}`);
    }
  } finally {
    await database.close();
  }
}
