/** The server's log: one JSON line per event (a request, a start, a stop), at or above a level. */
import type { LogLevel } from './config';

export type Log = Record<
  'debug' | 'info' | 'warn' | 'error',
  (message: string, fields?: Record<string, unknown>) => void
>;

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export function createLog(
  level: LogLevel,
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Log {
  const at =
    (name: Exclude<LogLevel, 'silent'>) =>
    (message: string, fields: Record<string, unknown> = {}) => {
      if (rank[name] < rank[level]) return;
      write(JSON.stringify({ time: new Date().toISOString(), level: name, msg: message, ...fields }));
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
