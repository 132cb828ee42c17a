/**
 * Zod compiles the checks of object schemas with `new Function` when it may; the page's policy
 * allows no eval (csp.ts), so the attempt would be refused with a console error. Imported first by
 * every entry (the page, the import worker): schemas are checked without compiling.
 */
import { config } from 'zod';

config({ jitless: true });
