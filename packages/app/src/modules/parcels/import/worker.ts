/// <reference lib="webworker" />
/** The bookings import's Web Worker (../../../import/serveImport.ts). */
import '../../../security/noEval';
import { serveImport } from '../../../import/serveImport';
import { bookingsCsv } from './bookingsCsv';

serveImport(bookingsCsv);
