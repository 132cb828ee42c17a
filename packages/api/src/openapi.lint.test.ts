/**
 * The OpenAPI document passes Redocly's recommended rules (`@redocly/cli lint`): no error. The
 * warnings it gives are the ones named here, each for a reason; a new one fails too.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi';

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

/** Warnings the rules give where the document is right. */
const expectedWarnings = [
  // `{id}` of the notes takes only a parcel's id (`^par_…`), never `track` or `by-tracking`: the
  // rule reads paths, not their parameters' patterns. The public tracking path is the spec's own.
  'no-ambiguous-paths #/paths/~1api~1v1~1parcels~1by-tracking~1{trackingNumber}',
  'no-ambiguous-paths #/paths/~1api~1v1~1parcels~1track~1{trackingNumber}',
  // Public, with no parameter and no body: they answer no 4xx (only 5xx when the server fails).
  'operation-4xx-response #/paths/~1api~1v1~1instance/get/responses',
  'operation-4xx-response #/paths/~1api~1v1~1openapi.json/get/responses',
];

const redocly = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

async function lint(): Promise<Problem[]> {
  const dir = await mkdtemp(join(tmpdir(), 'openapi-lint-'));
  try {
    const file = join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(openApiDocument(), null, 2));
    const run = await promisify(execFile)(
      process.execPath,
      [redocly, 'lint', file, '--extends=recommended', '--format=json'],
      {
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    ).catch((failed: { stdout?: string }) => ({ stdout: failed.stdout ?? '' }));
    return (JSON.parse(run.stdout) as { problems: Problem[] }).problems;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the OpenAPI document under Redocly’s recommended rules', () => {
  it('has no error, and only the warnings explained above', async () => {
    const problems = await lint();
    const said = (p: Problem) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}`;
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${said(p)}: ${p.message}`);
    // Each names the operation and what it lacks (a `summary`, a `4XX` response …): add it where the call is documented.
    expect(errors, errors.join('\n')).toEqual([]);
    expect(
      problems
        .filter((p) => p.severity === 'warn')
        .map(said)
        .sort(),
    ).toEqual([...expectedWarnings].sort());
  }, 60_000);
});
