import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { giveWayToRequests, inBackground } from '../lib/background.ts';

export type Schema = typeof schema;
/** Both drivers share this type, so repositories never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Present for PGlite only: snapshot used to clone a migrated test database quickly. */
  pglite?: PGlite;
  /** Present for PostgreSQL only. */
  pool?: pg.Pool;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory; undefined means in memory. */
  dataDir?: string | undefined;
  /** A PGlite data-directory dump to start from (tests clone a migrated template). */
  loadDataDir?: Blob | File | undefined;
}

const ignoreEndedConnection = () => undefined;

/** SQLSTATEs of a server that is going away or not taking connections; class 08 too. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Node's words for a connection that could not be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres says these without a code. */
const DRIVER_WORDS =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed and is not queryable)/;

/**
 * Whether `error` (or its cause: drizzle wraps the driver's error) says the database could not
 * be reached, as opposed to a statement that failed: the first is the caller's bad luck for a
 * moment (503), the second a bug (500). Decision 036.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  if (
    error instanceof AggregateError &&
    error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))
  )
    return true;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (typeof message === 'string' && DRIVER_WORDS.test(message)) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // A connection PostgreSQL ends (a restart, a failover, a forced drop) must not crash the
    // process: the pool opens a new one, and a query that was running on it fails on its own.
    pool.on('error', ignoreEndedConnection);
    pool.on('connect', (client) => client.on('error', ignoreEndedConnection));
    const db: Db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      pool,
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  // The one-argument form: PGlite ignores the options object when dataDir is passed apart.
  const client = new PGlite({
    // Trigram indexes serve the admin searches (`ilike '%text%'`); see migrate.ts.
    extensions: { pg_trgm },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await client.waitReady;
  parseDrizzleTextTypesOnce(client);
  yieldAfterEachQuery(client);
  const db: Db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    pglite: client,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

interface Queryable {
  query: (...args: never[]) => Promise<unknown>;
}

/**
 * The types drizzle's PGlite driver asks to be left as text, with the same parsers on every
 * query: timestamp, timestamptz, interval, date, and the arrays of numeric, timestamp,
 * timestamptz, interval and date (its columns map the text themselves).
 */
const DRIZZLE_TEXT_TYPES = new Set([
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
]);
const asText = (value: string) => value;

const isDrizzleTextParsers = (parsers: object) => {
  const keys = Object.keys(parsers);
  return keys.length === DRIZZLE_TEXT_TYPES.size && keys.every((k) => DRIZZLE_TEXT_TYPES.has(+k));
};

/**
 * PGlite merges a query's own parsers into a copy of its whole table of parsers (a sparse
 * object of a hundred type ids) for every result it reads, and drizzle passes its parsers with
 * every query: that copy was about a twentieth of a chat message's CPU time (decision 048).
 * The client's own table takes them once instead, and queries that pass exactly them go
 * without. Set after start-up, which is when PGlite installs its array parsers.
 */
function parseDrizzleTextTypesOnce(client: PGlite) {
  for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = asText;
  wrapEveryQuery(client, (query) => (text, params, options) => {
    if (options?.parsers && isDrizzleTextParsers(options.parsers)) {
      const { parsers: _same, ...rest } = options;
      return query(text, params, rest);
    }
    return query(text, params, options);
  });
}

type Query = (text: unknown, params?: unknown, options?: { parsers?: object }) => Promise<unknown>;

/** Wraps the client's `query`, and that of every transaction it opens, with `wrap`. */
function wrapEveryQuery(client: PGlite, wrap: (query: Query) => Query) {
  const wrapped = (target: Queryable) => {
    target.query = wrap(target.query.bind(target) as Query) as Queryable['query'];
  };
  wrapped(client as unknown as Queryable);
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      wrapped(tx as unknown as Queryable);
      return callback(tx);
    });
}

/**
 * Background work on the embedded database gives way to requests after each query, inside
 * transactions too (lib/background.ts); a request's own queries go on at once. PostgreSQL's
 * answers come through the network and give the event loop back anyway.
 */
function yieldAfterEachQuery(client: PGlite) {
  wrapEveryQuery(client, (query) => async (...args) => {
    const result = await query(...args);
    if (inBackground()) await giveWayToRequests();
    return result;
  });
}
