/**
 * Zod compiles the checks of object schemas with `new Function` when it may; the page's policy
 * allows no eval (csp.ts), so the attempt would be refused with a console error. Imported first by
 * every entry (the page, the import worker): schemas are checked without compiling.
 *
 * Zod keeps its settings on `globalThis.__zod_globalConfig` (shared by every copy of zod on the
 * page; set in place, so a copy already loaded sees it too), so this needs no zod at all: the first
 * page loads without the validation library, which comes with the first form that checks.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(scope.__zod_globalConfig ??= {}).jitless = true;

export {};
