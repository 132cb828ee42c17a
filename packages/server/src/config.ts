/**
 * The server's configuration: read once from the environment and checked. A bad value stops the
 * start with one line that names it; nothing half-starts.
 */
import { isAbsolute, relative, resolve } from 'node:path';
import { z } from 'zod';
import { parseTrustedProxies } from './clientAddress';

const logLevels = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const schema = z
  .object({
    PORT: z.preprocess(
      blankAsMissing,
      z.coerce
        .number({ error: 'must be a whole number from 0 to 65535' })
        .int('must be a whole number from 0 to 65535')
        .min(0, 'must be a whole number from 0 to 65535')
        .max(65535, 'must be a whole number from 0 to 65535')
        .default(3000),
    ),
    HOST: z.preprocess(
      blankAsMissing,
      z
        .string()
        .regex(/^[A-Za-z0-9.:_-]+$/, 'must be a host name or address, such as 127.0.0.1 or 0.0.0.0')
        .default('127.0.0.1'),
    ),
    DATA_DIR: z.preprocess(blankAsMissing, z.string().default('.data')),
    DATABASE_URL: z.preprocess(
      blankAsMissing,
      z
        .string()
        .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// URL')
        .optional(),
    ),
    JWT_SECRET: z.preprocess(blankAsMissing, z.string().min(32, 'must have at least 32 characters').optional()),
    SEED: z.preprocess(blankAsMissing, z.enum(['demo', 'none'], { error: 'must be "demo" or "none"' }).optional()),
    NODE_ENV: z.preprocess(blankAsMissing, z.string().optional()),
    LOG_LEVEL: z.preprocess(
      blankAsMissing,
      z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }).default('info'),
    ),
    PUBLIC_URL: z.preprocess(
      blankAsMissing,
      z
        .url({ protocol: /^https?$/, error: 'must be the app’s address, such as https://courier.example.com/' })
        .optional(),
    ),
    SMTP_URL: z.preprocess(
      blankAsMissing,
      z
        .string()
        .regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    MAIL_FROM: z.preprocess(blankAsMissing, z.string().min(3).default('Courier Express <no-reply@courier.test>')),
    AUDIT_KEEP_DAYS: z.preprocess(
      blankAsMissing,
      z.coerce
        .number()
        .int('must be a whole number of days, at least 30')
        .min(30, 'must be a whole number of days, at least 30')
        .max(36_500, 'must be a whole number of days, at most 36500')
        .default(730),
    ),
    TLS_CERT: z.preprocess(blankAsMissing, z.string().optional()),
    TLS_KEY: z.preprocess(blankAsMissing, z.string().optional()),
    TRUST_PROXY: z.preprocess(
      blankAsMissing,
      z
        .string()
        .optional()
        .transform((value, context) => {
          try {
            return parseTrustedProxies(value);
          } catch (error) {
            context.addIssue({
              code: 'custom',
              message: `must list the proxies' IP addresses: ${(error as Error).message}`,
            });
            return z.NEVER;
          }
        }),
    ),
  })
  // Replicas share one PostgreSQL: a token from one must be valid on another, so the secret is theirs to share.
  .refine((env) => !env.DATABASE_URL || env.JWT_SECRET, {
    path: ['JWT_SECRET'],
    message: 'is required with DATABASE_URL (every replica signs with the same secret)',
  })
  // HTTPS needs both halves: a certificate alone (or a key alone) is a mistake, not plain HTTP.
  .refine((env) => !env.TLS_KEY || env.TLS_CERT, {
    path: ['TLS_CERT'],
    message: 'is required with TLS_KEY (the certificate file, PEM)',
  })
  .refine((env) => !env.TLS_CERT || env.TLS_KEY, {
    path: ['TLS_KEY'],
    message: 'is required with TLS_CERT (the private key file, PEM)',
  });

/**
 * The demo (`npm start` with no settings: the embedded database in the project, the demo sample) or
 * production: `NODE_ENV=production`, a `DATABASE_URL`, or a `DATA_DIR` outside the project. A
 * production start begins with an empty company; the sample comes only with `SEED=demo`.
 */
export type ServerMode = 'demo' | 'production';

export interface ServerConfig {
  mode: ServerMode;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret?: string;
  seed: 'demo' | 'none';
  logLevel: LogLevel;
  /** The app's address for links in e-mails; the address it listens on by default. */
  publicUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** The reverse proxies whose X-Forwarded-For names the client (TRUST_PROXY); none by default. */
  trustedProxies: string[];
  /** How many days audit rows are kept (AUDIT_KEEP_DAYS, two years by default). */
  auditKeepDays: number;
  /** HTTPS (HTTP/2, HTTP/1.1 beside it) with these PEM files; none: plain HTTP/1.1. */
  tls?: { certFile: string; keyFile: string };
}

export class ConfigError extends Error {}

/** Whether `dir` (relative to `cwd`) lies outside `projectDir`. */
const outside = (dir: string, projectDir: string, cwd: string) => {
  const path = relative(resolve(projectDir), resolve(cwd, dir));
  return path.startsWith('..') || isAbsolute(path);
};

/**
 * The configuration from these variables, or a ConfigError whose message is the one line to print.
 * `projectDir` is the checkout the server runs from (a DATA_DIR outside it means production), by
 * default the working directory.
 */
export function readConfig(
  env: Record<string, string | undefined>,
  { projectDir = process.cwd(), cwd = process.cwd() }: { projectDir?: string; cwd?: string } = {},
): ServerConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'configuration');
    const given = env[name];
    const shown =
      name === 'JWT_SECRET' || name === 'DATABASE_URL' || name === 'SMTP_URL' || given === undefined
        ? ''
        : ` (given: ${JSON.stringify(given)})`;
    throw new ConfigError(`${name} ${issue.message}${shown}`);
  }
  const c = parsed.data;
  const mode: ServerMode =
    c.NODE_ENV === 'production' || c.DATABASE_URL || outside(c.DATA_DIR, projectDir, cwd) ? 'production' : 'demo';
  return {
    mode,
    port: c.PORT,
    host: c.HOST,
    dataDir: c.DATA_DIR,
    databaseUrl: c.DATABASE_URL,
    jwtSecret: c.JWT_SECRET,
    seed: c.SEED ?? (mode === 'demo' ? 'demo' : 'none'),
    logLevel: c.LOG_LEVEL,
    publicUrl: c.PUBLIC_URL,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    trustedProxies: c.TRUST_PROXY,
    auditKeepDays: c.AUDIT_KEEP_DAYS,
    ...(c.TLS_CERT && c.TLS_KEY ? { tls: { certFile: c.TLS_CERT, keyFile: c.TLS_KEY } } : {}),
  };
}
