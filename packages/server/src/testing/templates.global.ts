/**
 * The contract suite's global setup: where a run keeps the samples its test files start from
 * (sqlStores.ts), and their removal when the run ends: a folder for PGlite's, and a name prefix
 * for the template databases on the PostgreSQL server of DATABASE_URL.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { onServer } from './scratchDatabase';

export default async function setup(project: TestProject) {
  const folder = await mkdtemp(join(tmpdir(), 'courier-samples-'));
  // This process's own: nothing read off the clock, and a run beside this one on the same server keeps its own.
  const prefix = `courier_sample_${process.pid}_${project.name.replace(/\W/g, '_')}`;
  project.provide('contractTemplates', { folder, prefix });
  return async () => {
    await rm(folder, { recursive: true, force: true });
    const url = process.env.DATABASE_URL;
    if (!url) return;
    await onServer(url, async (admin) => {
      const { rows } = await admin.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [`${prefix}_`],
      );
      for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
    });
  };
}
