import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';

describe('the server configuration', () => {
  it('has defaults for a start with no variables at all (the embedded database)', () => {
    expect(readConfig({}, { projectDir: '/srv/courier', cwd: '/srv/courier' })).toEqual({
      mode: 'demo',
      port: 3000,
      host: '127.0.0.1',
      dataDir: '.data',
      databaseUrl: undefined,
      jwtSecret: undefined,
      seed: 'demo',
      logLevel: 'info',
      publicUrl: undefined,
      smtpUrl: undefined,
      mailFrom: 'Courier Express <no-reply@courier.test>',
      trustedProxies: [],
      auditKeepDays: 730,
    });
  });

  it('reads every variable', () => {
    const secret = 'x'.repeat(40);
    const mail = {
      PUBLIC_URL: 'https://kargo.example.com/',
      SMTP_URL: 'smtps://courier:pw@mail.example.com:465',
      MAIL_FROM: 'Kargo <kargo@example.com>',
    };
    expect(
      readConfig({
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/courier',
        DATABASE_URL: 'postgres://u@db:5432/courier',
        JWT_SECRET: secret,
        SEED: 'none',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '10.0.0.2',
        AUDIT_KEEP_DAYS: '1095',
        ...mail,
      }),
    ).toEqual({
      mode: 'production',
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/courier',
      databaseUrl: 'postgres://u@db:5432/courier',
      jwtSecret: secret,
      seed: 'none',
      logLevel: 'warn',
      publicUrl: 'https://kargo.example.com/',
      smtpUrl: 'smtps://courier:pw@mail.example.com:465',
      mailFrom: 'Kargo <kargo@example.com>',
      trustedProxies: ['10.0.0.2'],
      auditKeepDays: 1095,
    });
    expect(() => readConfig({ AUDIT_KEEP_DAYS: '7' })).toThrow(
      'AUDIT_KEEP_DAYS must be a whole number of days, at least 30',
    );
    expect(readConfig({ TLS_CERT: '/etc/courier/cert.pem', TLS_KEY: '/etc/courier/key.pem' }).tls).toEqual({
      certFile: '/etc/courier/cert.pem',
      keyFile: '/etc/courier/key.pem',
    });
  });

  describe('tells the demo from production', () => {
    const at = { projectDir: '/srv/courier', cwd: '/srv/courier' };
    it.each([
      [{}, 'demo', 'demo'],
      [{ DATA_DIR: '.cache/e2e' }, 'demo', 'demo'],
      [{ DATA_DIR: '/srv/courier/data' }, 'demo', 'demo'],
      [{ SEED: 'none' }, 'demo', 'none'],
      [{ NODE_ENV: 'production' }, 'production', 'none'],
      [{ NODE_ENV: 'development' }, 'demo', 'demo'],
      [{ DATABASE_URL: 'postgres://db/courier', JWT_SECRET: 'x'.repeat(32) }, 'production', 'none'],
      [{ DATA_DIR: '/var/lib/courier' }, 'production', 'none'],
      [{ DATA_DIR: '../courier-data' }, 'production', 'none'],
      [{ DATA_DIR: '/srv/courier-data' }, 'production', 'none'],
      [{ NODE_ENV: 'production', SEED: 'demo' }, 'production', 'demo'],
    ])('%o: %s, seeded with %s', (env, mode, seed) => {
      expect(readConfig(env, at)).toMatchObject({ mode, seed });
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 0 to 65535 (given: "abc")'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535 (given: "70000")'],
    [{ HOST: 'local host' }, 'HOST must be a host name or address, such as 127.0.0.1 or 0.0.0.0 (given: "local host")'],
    [{ DATABASE_URL: 'mysql://db' }, 'DATABASE_URL must be a postgres:// URL'],
    [
      { DATABASE_URL: 'postgres://db/x' },
      'JWT_SECRET is required with DATABASE_URL (every replica signs with the same secret)',
    ],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must have at least 32 characters'],
    [{ SEED: 'lots' }, 'SEED must be "demo" or "none" (given: "lots")'],
    [
      { TRUST_PROXY: 'lb.internal' },
      'TRUST_PROXY must list the proxies\' IP addresses: "lb.internal" is not an IP address (given: "lb.internal")',
    ],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of debug, info, warn, error, silent (given: "loud")'],
    [{ TLS_CERT: '/etc/courier/cert.pem' }, 'TLS_KEY is required with TLS_CERT (the private key file, PEM)'],
    [{ TLS_KEY: '/etc/courier/key.pem' }, 'TLS_CERT is required with TLS_KEY (the certificate file, PEM)'],
  ])('refuses %o with one line naming the variable, never echoing a secret', (env, line) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(line);
  });
});
