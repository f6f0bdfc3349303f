import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { checkDataDir } from './config-data-dir.ts';

/** Stripe's own API; STRIPE_API_URL points the SDK elsewhere (a test stand-in, a staging proxy). */
export const DEFAULT_STRIPE_API_URL = 'https://api.stripe.com';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyAsUndefined, schema.optional());

/** BACKUP_EVERY's words, in hours; a number of hours is taken as it is. `off`: none. */
const BACKUP_EVERY_WORDS: Record<string, number> = { off: 0, hourly: 1, daily: 24, weekly: 168 };

const EnvSchema = z.object({
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
  DATABASE_URL: optional(
    z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }),
  ),
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' })),
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  ENCRYPTION_KEY: optional(
    z
      .string()
      .refine(
        (value) => Buffer.from(value, 'base64').length === 32,
        'must be 32 bytes in base64 (openssl rand -base64 32)',
      ),
  ),
  ADMIN_EMAIL: optional(z.email()),
  ADMIN_PASSWORD: optional(z.string().min(8, 'must be at least 8 characters').max(128)),
  PUBLIC_URL: optional(z.url()),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  WEB_DIST_DIR: optional(z.string()),
  SUPPORT_EMAIL: z.preprocess(emptyAsUndefined, z.email().default('support@streamfront.tv')),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
  MAIL_FROM: optional(z.string().trim().min(3).max(200)),
  RATE_LIMIT_PER_MINUTE: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).default(300),
  ),
  REGISTRATIONS_PER_HOUR: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).default(10),
  ),
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
  ),
  LOG_FORMAT: z.preprocess(
    emptyAsUndefined,
    z.enum(['auto', 'json', 'pretty'], 'must be auto, json or pretty').default('auto'),
  ),
  HEADERS_TIMEOUT_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(600_000).default(10_000),
  ),
  REQUEST_TIMEOUT_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(3_600_000).default(30_000),
  ),
  SUBSCRIPTION_SWEEP_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number()
      .int()
      .refine((ms) => ms === 0 || (ms >= 10_000 && ms <= 86_400_000), {
        message: 'must be 0 (off) or from 10000 (10 s) to 86400000 (a day)',
      })
      .default(300_000),
  ),
  // Card payments (Stripe Checkout): offered only when both keys are set.
  STRIPE_SECRET_KEY: optional(
    z
      .string()
      .trim()
      .regex(/^(sk|rk)_[A-Za-z0-9_]+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)'),
  ),
  STRIPE_WEBHOOK_SECRET: optional(
    z
      .string()
      .trim()
      .regex(/^whsec_[A-Za-z0-9_+/=]+$/, "must be the webhook's signing secret (whsec_…)"),
  ),
  STRIPE_API_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .default(DEFAULT_STRIPE_API_URL),
  ),
  METRICS_TOKEN: z.preprocess(
    emptyAsUndefined,
    z.string().min(16, 'must be at least 16 characters (a bearer secret)').optional(),
  ),
  ALLOW_PRIVATE_WEBHOOKS: z.preprocess(
    emptyAsUndefined,
    z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
  ),
  BACKUP_DIR: optional(z.string()),
  BACKUP_EVERY: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value) || undefined,
    z
      .string()
      .default('daily')
      .transform((value) => BACKUP_EVERY_WORDS[value] ?? (/^\d+$/.test(value) ? +value : NaN))
      .refine((hours) => Number.isInteger(hours) && hours >= 0 && hours <= 8760, {
        message: 'must be off, hourly, daily, weekly or a number of hours from 1 to 8760',
      }),
  ),
  BACKUP_KEEP: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1, 'must be 1 or more').max(1000).default(14),
  ),
  ADMIN_2FA: z.preprocess(
    emptyAsUndefined,
    z.enum(['optional', 'required'], 'must be optional or required').default('optional'),
  ),
  JOB_CONCURRENCY: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number()
      .int()
      .min(0, 'must be 0 (this instance runs no jobs) or more')
      .max(64)
      .default(4),
  ),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL when set; otherwise PGlite in `dataDir`, or in memory when `dataDir` is null. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  jwtSecret: string;
  /**
   * AES-256-GCM key for secrets kept in the database (lib/secret-box.ts): ENCRYPTION_KEY, or
   * generated once into `DATA_DIR/encryption-key`. Every instance needs the same one.
   */
  encryptionKey: Buffer;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  publicUrl: string | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** JSON lines for log collectors, or readable lines for a person at a terminal. */
  logFormat: 'json' | 'pretty';
  /** A request whose headers have not all arrived after this long is answered 408 and cut. */
  headersTimeoutMs: number;
  /** Likewise for the whole request, body included (a body trickled byte by byte). */
  requestTimeoutMs: number;
  /** Built SPA to serve; null serves the API only (tests, dev with Vite). */
  webDistDir: string | null;
  supportEmail: string;
  /** Outgoing mail server; without it mail is written to the log (plugins/mail.ts). */
  smtpUrl: string | undefined;
  /** The From of outgoing mail: `Streamfront <SUPPORT_EMAIL>` unless set. */
  mailFrom: string;
  trustProxy: boolean;
  /** Requests per IP per minute across the API (logins and forms have stricter quotas). */
  rateLimitPerMinute: number;
  /** New accounts one IP may create per hour. */
  registrationsPerHour: number;
  version: string;
  /**
   * How often this instance sends due expiry reminders and ends expired subscriptions, and
   * reminds and cancels unpaid orders (modules/orders/unpaid-orders.job.ts); 0 turns both jobs
   * off. Any number of instances may run them: each reminder goes out once.
   */
  subscriptionSweepMs: number;
  /** Background jobs this instance runs at once; 0: it queues jobs but runs none (jobs/). */
  jobConcurrency: number;
  /**
   * Card payments through Stripe Checkout (modules/payments): null, the default, when
   * STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not set; then checkout offers no card.
   */
  stripe: StripeConfig | null;
  /** How often an idle worker looks for due jobs (a job queued on this instance wakes it). */
  jobPollMs: number;
  /**
   * How long a worker's claim on a job holds without being renewed: a worker that died
   * (kill -9) leaves its job to another after this long. Renewed every third of it.
   */
  jobLeaseMs: number;
  /**
   * Webhook endpoints and the provisioning URL may be plain http and on loopback, private or
   * link-local addresses (lib/outbound-post.ts). Off by default: an admin's URL must not
   * reach the server's own network (SSRF). Tests turn it on to reach a local receiver.
   */
  allowPrivateWebhooks: boolean;
  /**
   * The bearer token `GET /metrics` asks for (Prometheus text format); null: no metrics
   * route at all. Never public: the figures tell how the business runs.
   */
  metricsToken: string | null;
  /**
   * Two-factor sign-in for admins (ADMIN_2FA): `required` makes an admin without it enrol at
   * the next sign-in, and refuses their admin calls until then; `optional` leaves it to each.
   */
  adminTwoFactor: 'optional' | 'required';
  /**
   * Where backups of the embedded database are written (BACKUP_DIR, default
   * `DATA_DIR/backups`; modules/backups, decision 059). Unused on PostgreSQL: pg_dump's job.
   */
  backupDir: string;
  /** How often the scheduled backup runs (BACKUP_EVERY); 0: never. */
  backupEveryMs: number;
  /** How many backups are kept, the newest (BACKUP_KEEP). */
  backupKeep: number;
  /** In-memory PGlite instead of `dataDir`; used by tests. */
  inMemoryDatabase: boolean;
}

export interface StripeConfig {
  secretKey: string;
  /** Signs the events Stripe posts to `/api/payments/stripe/webhook`. */
  webhookSecret: string;
  /** Where the SDK sends its calls: Stripe's own API unless STRIPE_API_URL says otherwise. */
  apiUrl: string;
}

/** A failure at start-up whose message says all an operator needs: printed without a stack. */
export class StartupError extends Error {}

export class ConfigError extends StartupError {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.problems = problems;
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

function readVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

/**
 * Without JWT_SECRET a secret is generated once and kept beside the data, so tokens
 * survive a restart without anyone having to invent one. The encryption key likewise.
 */
function persistedSecret(dataDir: string, name = 'jwt-secret'): string {
  const file = path.join(dataDir, name);
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: fall through and create it
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** The generated file holds 48 random bytes (base64url); the key is their first 32. */
const encryptionKeyFrom = (text: string) => Buffer.from(text, 'base64url').subarray(0, 32);

/**
 * Parses the environment once; a bad value stops start-up with the list of what is wrong.
 * `terminal` (is stdout a terminal?) decides the log format when LOG_FORMAT is `auto`.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  { terminal = Boolean(process.stdout.isTTY) }: { terminal?: boolean } = {},
): Config {
  const parsed = EnvSchema.safeParse(env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  if (parsed.success && parsed.data.HEADERS_TIMEOUT_MS > parsed.data.REQUEST_TIMEOUT_MS) {
    // Node refuses a server whose headers may take longer than the whole request.
    problems.push('HEADERS_TIMEOUT_MS: must not be more than REQUEST_TIMEOUT_MS');
  }
  if (parsed.success && !parsed.data.STRIPE_SECRET_KEY !== !parsed.data.STRIPE_WEBHOOK_SECRET) {
    // One without the other would take payments it could never confirm, or the reverse.
    problems.push(
      parsed.data.STRIPE_SECRET_KEY
        ? 'STRIPE_WEBHOOK_SECRET: must be set with STRIPE_SECRET_KEY (card payments need both)'
        : 'STRIPE_SECRET_KEY: must be set with STRIPE_WEBHOOK_SECRET (card payments need both)',
    );
  }
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
  const dataDir = resolveDataDir(env);
  // Needed for the generated secrets or the embedded database; a PostgreSQL install with its
  // own secrets never touches it.
  if (!e.JWT_SECRET || !e.ENCRYPTION_KEY || !e.DATABASE_URL) {
    const problem = checkDataDir(dataDir, { holdsDatabase: !e.DATABASE_URL });
    if (problem) throw new ConfigError([`DATA_DIR: ${problem}`]);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir),
    encryptionKey: e.ENCRYPTION_KEY
      ? Buffer.from(e.ENCRYPTION_KEY, 'base64')
      : encryptionKeyFrom(persistedSecret(dataDir, 'encryption-key')),
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT === 'auto' ? (terminal ? 'pretty' : 'json') : e.LOG_FORMAT,
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    supportEmail: e.SUPPORT_EMAIL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `Streamfront <${e.SUPPORT_EMAIL}>`,
    trustProxy: e.TRUST_PROXY,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    registrationsPerHour: e.REGISTRATIONS_PER_HOUR,
    version: readVersion(),
    subscriptionSweepMs: e.SUBSCRIPTION_SWEEP_MS,
    jobConcurrency: e.JOB_CONCURRENCY,
    jobPollMs: 1_000,
    jobLeaseMs: 30_000,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiUrl: e.STRIPE_API_URL.replace(/\/$/, ''),
          }
        : null,
    allowPrivateWebhooks: e.ALLOW_PRIVATE_WEBHOOKS,
    metricsToken: e.METRICS_TOKEN ?? null,
    adminTwoFactor: e.ADMIN_2FA,
    backupDir: e.BACKUP_DIR
      ? path.resolve(env.INIT_CWD ?? process.cwd(), e.BACKUP_DIR)
      : path.join(dataDir, 'backups'),
    backupEveryMs: e.BACKUP_EVERY * 60 * 60 * 1000,
    backupKeep: e.BACKUP_KEEP,
    inMemoryDatabase: false,
  };
}

/**
 * DATA_DIR as an absolute path. `npm start` runs the server from its workspace folder; a
 * relative DATA_DIR means the folder npm was started in (INIT_CWD), so `./data` is the
 * repository's ./data.
 */
export function resolveDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR || './data');
}

/** What `npm run backup` and `npm run restore` read first (backup-cli.ts, restore-cli.ts). */
export interface CommandConfig {
  dataDir: string;
  /** The folder the command was typed in: a FILE given to it is relative to this. */
  workingDir: string;
  databaseUrl: string | undefined;
  /** Set in the environment: they win over the restored files, so they must match them. */
  jwtSecret: string | undefined;
  encryptionKey: Buffer | undefined;
}

/**
 * The few settings the backup and restore commands need first, checked like the rest but
 * without `loadConfig`'s side effects: that one creates DATA_DIR and its secrets, and a
 * restore needs the folder empty (a backup, a database in it).
 */
export function loadCommandConfig(env: NodeJS.ProcessEnv = process.env): CommandConfig {
  const parsed = EnvSchema.pick({
    DATA_DIR: true,
    DATABASE_URL: true,
    JWT_SECRET: true,
    ENCRYPTION_KEY: true,
  }).safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  return {
    dataDir: resolveDataDir(env),
    workingDir: env.INIT_CWD ?? process.cwd(),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    encryptionKey: e.ENCRYPTION_KEY ? Buffer.from(e.ENCRYPTION_KEY, 'base64') : undefined,
  };
}

/** Config for tests and benchmarks: in-memory database, no static files, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '',
    databaseUrl: undefined,
    redisUrl: undefined,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    encryptionKey: Buffer.alloc(32, 7),
    adminEmail: 'admin@example.com',
    adminPassword: 'Admin-pass-for-tests-1',
    publicUrl: undefined,
    logLevel: 'silent',
    logFormat: 'json',
    headersTimeoutMs: 10_000,
    requestTimeoutMs: 30_000,
    webDistDir: null,
    supportEmail: 'support@streamfront.tv',
    smtpUrl: undefined,
    mailFrom: 'Streamfront <support@streamfront.tv>',
    trustProxy: false,
    rateLimitPerMinute: 1000,
    registrationsPerHour: 10,
    version: readVersion(),
    // Tests run the sweep themselves, with a fixed "now".
    subscriptionSweepMs: 0,
    jobConcurrency: 4,
    jobPollMs: 1_000,
    jobLeaseMs: 30_000,
    // Card payments off, as on a fresh install; the payments tests start a stand-in.
    stripe: null,
    // The webhook tests' receivers listen on 127.0.0.1; the SSRF tests turn it off.
    allowPrivateWebhooks: true,
    metricsToken: null,
    adminTwoFactor: 'optional',
    // Never scheduled in tests: the backup tests take theirs and pass a folder of their own.
    backupDir: path.join(tmpdir(), `sf-test-backups-${process.pid}`),
    backupEveryMs: 0,
    backupKeep: 14,
    inMemoryDatabase: true,
    ...overrides,
  };
}
