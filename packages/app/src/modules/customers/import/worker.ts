/// <reference lib="webworker" />
/** The customers import's Web Worker (../../../import/serveImport.ts). */
import '../../../security/noEval';
import { serveImport } from '../../../import/serveImport';
import { customersCsv } from './customersCsv';

serveImport(customersCsv);
