import { threadId } from 'node:worker_threads';
import pg from 'pg';

/**
 * A database of its own on the PostgreSQL server of `serverUrl` (a test's), made now, empty or
 * as a copy of `template`: its address, and `drop()` to remove it (open connections are ended).
 */
export async function scratchDatabase(
  serverUrl: string,
  name: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = (query: string) => onServer(serverUrl, async (client) => void (await client.query(query)));
  await admin(`drop database if exists ${name} with (force)`);
  await admin(template ? `create database ${name} template ${template}` : `create database ${name}`);
  return { url: databaseUrl(serverUrl, name), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** Runs `work` on a connection of its own to the server of `serverUrl` (its database there), ended after. */
export async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The address of the database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}

let made = 0;
/** A database name of this test process's own (its pid and thread), never the same twice in it: nothing read off the clock. */
export const scratchName = (prefix: string) => `${prefix}_${process.pid}_${threadId}_${made++}`;
