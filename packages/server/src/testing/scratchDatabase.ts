import { threadId } from 'node:worker_threads';
import pg from 'pg';

/**
 * A database of its own on the PostgreSQL server of `serverUrl` (a test's), made empty now:
 * its address, and `drop()` to remove it (open connections are ended).
 */
export async function scratchDatabase(serverUrl: string, name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(query).finally(() => client.end());
  };
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => admin(`drop database if exists ${name} with (force)`) };
}

let made = 0;
/** A database name of this test process's own (its pid and thread), never the same twice in it: nothing read off the clock. */
export const scratchName = (prefix: string) => `${prefix}_${process.pid}_${threadId}_${made++}`;
