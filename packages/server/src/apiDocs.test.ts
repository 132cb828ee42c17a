/**
 * The API reference (/api/docs): a page that loads only from this server, under a policy that
 * allows what Redoc needs and nothing more.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { apiDocsPolicy, mountApiDocs, openApiPath, redocScriptPath } from './apiDocs';

const app = new Hono();
mountApiDocs(app);

/** Every address a page names in `src` or `href`. */
const addresses = (html: string) => [...html.matchAll(/\b(?:src|href)="([^"]*)"/g)].map((m) => m[1]!);

describe('the API reference', () => {
  it('answers 200 HTML with its own Content-Security-Policy, naming the document and a script of this server', async () => {
    const answer = await app.request('/api/docs');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(answer.headers.get('content-security-policy')).toBe(apiDocsPolicy);
    const html = await answer.text();
    expect(html).toContain(`<redoc spec-url="${openApiPath}"`);
    expect(html).toContain(`<script src="${redocScriptPath}"></script>`);
    expect(redocScriptPath).toMatch(/^\/api\/docs\/redoc-\d+\.\d+\.\d+\.standalone\.js$/);
    // Nothing from another origin, and no inline script (the policy would refuse it).
    for (const address of addresses(html)) expect(address, address).toMatch(/^\/(?!\/)/);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('allows scripts and connections to this origin only, no eval, no framing', () => {
    const directives = new Map(
      apiDocsPolicy.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1).join(' ')] as const),
    );
    expect(directives.get('default-src')).toBe("'none'");
    expect(directives.get('script-src')).toBe("'self'");
    expect(directives.get('connect-src')).toBe("'self'");
    expect(directives.get('frame-ancestors')).toBe("'none'");
    expect(apiDocsPolicy).not.toContain('unsafe-eval');
    expect(apiDocsPolicy).not.toMatch(/https?:/);
  });

  it('serves Redoc’s bundle from node_modules, kept by the browser for as long as this version stands', async () => {
    const answer = await app.request(redocScriptPath);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(answer.headers.get('cache-control')).toContain('immutable');
    const script = await answer.text();
    expect(script.length).toBeGreaterThan(100_000);
    expect(script).toContain('spec-url');
  });
});
