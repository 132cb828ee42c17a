/**
 * The typed client: generated from the OpenAPI document (openapi-typescript), the example of
 * client/example.ts compiles with it under `tsc --strict`, and runs (openapi-fetch) against the
 * API with a customer's key: it books, reads the label's facts, fetches the label (PDF and ZPL)
 * and tracks. When the document and the server disagree, the compile or the run fails here.
 */
import { mkdir, rm, writeFile, copyFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi';
import { apiFetch, signIn, call, useApi } from './testing/harness';

useApi();

const here = dirname(fileURLToPath(import.meta.url));
// Inside the package (and ignored by git), so that openapi-fetch resolves from the repository's node_modules.
const dir = join(here, '..', '.cache', `client-${process.pid}-${Math.random().toString(36).slice(2)}`);

beforeAll(async () => {
  await mkdir(dir, { recursive: true });
  const ast = await openapiTS(openApiDocument() as never);
  await writeFile(join(dir, 'openapi.d.ts'), astToString(ast));
  await copyFile(join(here, '..', 'client', 'example.ts'), join(dir, 'example.ts'));
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the client generated from the OpenAPI document', () => {
  it('compiles with the example under tsc --strict, with no error', () => {
    const program = ts.createProgram([join(dir, 'example.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      skipLibCheck: true,
      types: [],
    });
    const errors = ts
      .getPreEmitDiagnostics(program)
      .map((d) => `${d.file?.fileName.split('/').pop()}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    expect(errors, errors.join('\n')).toEqual([]);
  }, 120_000);

  it('books, labels and tracks with a customer’s key', async () => {
    const admin = await signIn('admin');
    const issued = await call('post', '/api/v1/customers/cus_000001/api-keys', {
      token: admin,
      body: { name: 'Shop', scopes: ['book', 'track', 'read_parcels', 'labels'] },
    });
    // Typed by the compile above: the repository's typecheck does not see the generated types.
    const { bookLabelAndTrack } = (await import(join(dir, 'example.ts'))) as {
      bookLabelAndTrack: (options: {
        baseUrl: string;
        apiKey: string;
        customerId: string;
        fetch: (request: Request) => Promise<Response>;
      }) => Promise<
        Record<string, unknown> & { trackingNumber: string; waiting: number; callsLeft: number; labelZpl: string }
      >;
    };
    const journey = await bookLabelAndTrack({
      baseUrl: 'http://localhost',
      apiKey: issued.body.key,
      customerId: 'cus_000001',
      fetch: (request) => apiFetch(request.url, request),
    });
    expect(journey).toMatchObject({
      label: { from: 'Anadolu Kitap, İstanbul', to: 'Mehmet Demir, Ankara', service: 'standard', pieces: 1 },
      status: 'created',
      scans: ['created'],
      publicStatus: 'created',
    });
    expect(journey.trackingNumber).toMatch(/^[A-Z]{2}\d{9}TR$/);
    expect(journey.labelPdf).toEqual({
      type: 'application/pdf',
      disposition: `attachment; filename="${journey.trackingNumber}.pdf"`,
      start: '%PDF-',
    });
    expect(journey.labelZpl).toMatch(/^\^XA\n\^CI28\n/);
    expect(journey.labelZpl).toContain(`^BCN,200,N,N,N^FH_^FD${journey.trackingNumber}^FS`);
    expect(journey.labelZpl).toContain('^FDMehmet Demir^FS');
    expect(journey.waiting).toBeGreaterThan(0);
    expect(journey.callsLeft).toBeLessThan(120);
  });
});
