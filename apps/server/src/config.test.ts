import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'sf-config-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const rootVersion = (
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../package.json'), 'utf8')) as {
    version: string;
  }
).version;

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('fills in the defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve(dataDir),
      databaseUrl: undefined,
      redisUrl: undefined,
      adminEmail: undefined,
      adminPassword: undefined,
      publicUrl: undefined,
      logLevel: 'info',
      supportEmail: 'support@streamfront.tv',
      trustProxy: false,
      allowPrivateWebhooks: false,
      metricsToken: null,
      rateLimitPerMinute: 300,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      subscriptionSweepMs: 300_000,
      version: rootVersion,
      inMemoryDatabase: false,
    });
    expect(config.webDistDir).toMatch(/apps[/\\]web[/\\]dist$/);
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('treats empty values as unset, as in a copied .env.example', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: '',
      DATABASE_URL: '',
      JWT_SECRET: '',
      LOG_LEVEL: '',
    });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.logLevel).toBe('info');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgresql://sf:pw@db.internal:5432/streamfront',
      REDIS_URL: 'redis://cache:6379',
      JWT_SECRET: 's'.repeat(40),
      ADMIN_EMAIL: 'Boss@Example.com',
      ADMIN_PASSWORD: 'Long-enough-password-1',
      PUBLIC_URL: 'https://tv.example.com/',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      ALLOW_PRIVATE_WEBHOOKS: 'true',
      RATE_LIMIT_PER_MINUTE: '50',
      LOG_FORMAT: 'pretty',
      HEADERS_TIMEOUT_MS: '5000',
      REQUEST_TIMEOUT_MS: '20000',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgresql://sf:pw@db.internal:5432/streamfront',
      redisUrl: 'redis://cache:6379',
      jwtSecret: 's'.repeat(40),
      adminEmail: 'boss@example.com',
      publicUrl: 'https://tv.example.com',
      logLevel: 'warn',
      trustProxy: true,
      allowPrivateWebhooks: true,
      rateLimitPerMinute: 50,
      logFormat: 'pretty',
      headersTimeoutMs: 5000,
      requestTimeoutMs: 20000,
    });
    // A secret given in the environment is not written to disk.
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
  });

  it('lists every bad value at once', () => {
    const problems = problemsOf({
      DATA_DIR: dataDir,
      PORT: 'abc',
      DATABASE_URL: 'mysql://x',
      REDIS_URL: 'http://cache',
      JWT_SECRET: 'short',
      LOG_LEVEL: 'loud',
      TRUST_PROXY: 'yes',
      LOG_FORMAT: 'fancy',
      REQUEST_TIMEOUT_MS: '0',
    });
    const fields = problems.map((p) => p.split(':')[0]);
    expect(fields.sort()).toEqual([
      'DATABASE_URL',
      'JWT_SECRET',
      'LOG_FORMAT',
      'LOG_LEVEL',
      'PORT',
      'REDIS_URL',
      'REQUEST_TIMEOUT_MS',
      'TRUST_PROXY',
    ]);
    expect(problems).toContain('LOG_FORMAT: must be auto, json or pretty');
    expect(problems).toContain('DATABASE_URL: must be a postgres:// URL');
    expect(problems).toContain('JWT_SECRET: must be at least 32 characters');
  });

  it('writes JSON log lines unless stdout is a terminal or LOG_FORMAT says otherwise', () => {
    const env = { DATA_DIR: dataDir };
    expect(loadConfig(env, { terminal: false }).logFormat).toBe('json');
    expect(loadConfig(env, { terminal: true }).logFormat).toBe('pretty');
    expect(loadConfig({ ...env, LOG_FORMAT: 'json' }, { terminal: true }).logFormat).toBe('json');
    expect(loadConfig({ ...env, LOG_FORMAT: 'pretty' }, { terminal: false }).logFormat).toBe(
      'pretty',
    );
    // No behaviour switches on NODE_ENV (DESIGN §6).
    expect(loadConfig({ ...env, NODE_ENV: 'production' }, { terminal: true }).logFormat).toBe(
      'pretty',
    );
  });

  it('refuses a headers timeout longer than the whole request may take', () => {
    expect(
      problemsOf({ DATA_DIR: dataDir, HEADERS_TIMEOUT_MS: '40000', REQUEST_TIMEOUT_MS: '30000' }),
    ).toEqual(['HEADERS_TIMEOUT_MS: must not be more than REQUEST_TIMEOUT_MS']);
  });

  it('takes a sweep interval of 0 (off) or at least 10 s, never a busy loop', () => {
    expect(loadConfig({ DATA_DIR: dataDir, SUBSCRIPTION_SWEEP_MS: '0' }).subscriptionSweepMs).toBe(
      0,
    );
    expect(problemsOf({ DATA_DIR: dataDir, SUBSCRIPTION_SWEEP_MS: '50' })).toEqual([
      'SUBSCRIPTION_SWEEP_MS: must be 0 (off) or from 10000 (10 s) to 86400000 (a day)',
    ]);
  });

  describe('card payments (Stripe)', () => {
    it('are off unless both keys are set', () => {
      expect(loadConfig({ DATA_DIR: dataDir }).stripe).toBeNull();
      expect(
        loadConfig({ DATA_DIR: dataDir, STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' }).stripe,
      ).toBeNull();
    });

    it("reads the keys, with Stripe's own API unless STRIPE_API_URL says otherwise", () => {
      const keys = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_xyz789' };
      expect(loadConfig({ DATA_DIR: dataDir, ...keys }).stripe).toEqual({
        secretKey: 'sk_test_abc123',
        webhookSecret: 'whsec_xyz789',
        apiUrl: 'https://api.stripe.com',
      });
      const standIn = loadConfig({
        DATA_DIR: dataDir,
        ...keys,
        STRIPE_API_URL: 'http://127.0.0.1:4010/',
      });
      expect(standIn.stripe?.apiUrl).toBe('http://127.0.0.1:4010');
    });

    it('refuses one key without the other, and values that are not Stripe keys', () => {
      expect(problemsOf({ DATA_DIR: dataDir, STRIPE_SECRET_KEY: 'sk_test_abc' })).toEqual([
        'STRIPE_WEBHOOK_SECRET: must be set with STRIPE_SECRET_KEY (card payments need both)',
      ]);
      expect(problemsOf({ DATA_DIR: dataDir, STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toEqual([
        'STRIPE_SECRET_KEY: must be set with STRIPE_WEBHOOK_SECRET (card payments need both)',
      ]);
      const problems = problemsOf({
        DATA_DIR: dataDir,
        STRIPE_SECRET_KEY: 'pk_test_publishable',
        STRIPE_WEBHOOK_SECRET: 'secret',
        STRIPE_API_URL: 'ftp://stripe.example',
      });
      expect(problems).toEqual([
        expect.stringMatching(/^STRIPE_SECRET_KEY: must be a Stripe secret key/),
        expect.stringMatching(/^STRIPE_WEBHOOK_SECRET: must be the webhook's signing secret/),
        'STRIPE_API_URL: must be an http:// or https:// URL',
      ]);
    });
  });

  describe('DATA_DIR', () => {
    it('is refused when it is a file, naming it', () => {
      const file = path.join(dataDir, 'data');
      writeFileSync(file, 'x');
      expect(problemsOf({ DATA_DIR: file })).toEqual([
        `DATA_DIR: ${file} is a file, not a directory`,
      ]);
    });

    it('is refused when its database folder is a file', () => {
      writeFileSync(path.join(dataDir, 'pglite'), 'x');
      expect(problemsOf({ DATA_DIR: dataDir })).toEqual([
        `DATA_DIR: ${path.join(dataDir, 'pglite')} should hold the database but is a file`,
      ]);
    });

    it('is not needed by PostgreSQL with its own JWT_SECRET and ENCRYPTION_KEY', () => {
      const file = path.join(dataDir, 'data');
      writeFileSync(file, 'x');
      const key = Buffer.alloc(32, 9).toString('base64');
      const config = loadConfig({
        DATA_DIR: file,
        DATABASE_URL: 'postgres://sf@db/streamfront',
        JWT_SECRET: 's'.repeat(40),
        ENCRYPTION_KEY: key,
      });
      expect(config.dataDir).toBe(file);
      expect(config.encryptionKey.equals(Buffer.alloc(32, 9))).toBe(true);
    });

    it('keeps a generated encryption key in DATA_DIR, the same on the next start', () => {
      const first = loadConfig({ DATA_DIR: dataDir }).encryptionKey;
      expect(first).toHaveLength(32);
      expect(loadConfig({ DATA_DIR: dataDir }).encryptionKey.equals(first)).toBe(true);
      expect(statSync(path.join(dataDir, 'encryption-key')).mode & 0o777).toBe(0o600);
    });

    it('refuses an ENCRYPTION_KEY that is not 32 bytes', () => {
      expect(problemsOf({ DATA_DIR: dataDir, ENCRYPTION_KEY: 'c2hvcnQ=' })).toEqual([
        'ENCRYPTION_KEY: must be 32 bytes in base64 (openssl rand -base64 32)',
      ]);
    });

    it("has its database folder made closed to others, and what is in it made the user's own", () => {
      mkdirSync(path.join(dataDir, 'old'), { mode: 0o777 });
      chmodSync(path.join(dataDir, 'old'), 0o777);
      writeFileSync(path.join(dataDir, 'old', 'file'), 'x');
      chmodSync(path.join(dataDir, 'old', 'file'), 0o666);
      loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 's'.repeat(40) });
      expect(statSync(path.join(dataDir, 'pglite')).mode & 0o777).toBe(0o700);
      expect(statSync(path.join(dataDir, 'old')).mode & 0o777).toBe(0o700);
      expect(statSync(path.join(dataDir, 'old', 'file')).mode & 0o777).toBe(0o600);
    });
  });

  it('says what is wrong in its message', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: '70000' })).toThrow(
      /Invalid configuration:\n {2}- PORT: /,
    );
  });

  it('generates a JWT secret once and keeps it in DATA_DIR', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = path.join(dataDir, 'jwt-secret');
    expect(existsSync(file)).toBe(true);
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o077).toBe(0);
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(second.jwtSecret).toBe(first.jwtSecret);
    // Another installation gets another secret.
    const otherDir = mkdtempSync(path.join(tmpdir(), 'sf-config-'));
    try {
      expect(loadConfig({ DATA_DIR: otherDir }).jwtSecret).not.toBe(first.jwtSecret);
    } finally {
      rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it('creates DATA_DIR when it does not exist yet', () => {
    const nested = path.join(dataDir, 'a', 'b');
    const config = loadConfig({ DATA_DIR: nested });
    expect(readFileSync(path.join(nested, 'jwt-secret'), 'utf8').trim()).toBe(config.jwtSecret);
  });

  it('resolves a relative DATA_DIR against the folder npm was started in', () => {
    // `npm start` at the repository root runs the server from apps/server, with INIT_CWD
    // still naming the root: ./data must land in the root, where the README says.
    const config = loadConfig({
      DATA_DIR: './data',
      INIT_CWD: dataDir,
      JWT_SECRET: 'x'.repeat(40),
    });
    expect(config.dataDir).toBe(path.join(dataDir, 'data'));
  });
});
