import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { createDatabase, type Database } from '../db/client.ts';
import { loginAsAdmin } from './test-app.ts';
import { createTestDatabase } from './test-database.ts';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const TEST_POSTGRES_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function requireRedis(url: string) {
  const probe = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  let cause: unknown;
  probe.on('error', (error) => (cause ??= error));
  try {
    await probe.connect();
    await probe.ping();
  } catch (error) {
    // The refused connection itself is reported on the 'error' event, not by connect().
    const reason = cause ? `${String(cause)} (${String(error)})` : String(error);
    throw new Error(
      `This test needs Redis at ${url} (set TEST_REDIS_URL to use another): ${reason}`,
      {
        cause: error,
      },
    );
  } finally {
    probe.disconnect();
  }
}

async function requirePostgres(url: string) {
  const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await probe.connect();
  } catch (error) {
    throw new Error(
      `This test needs PostgreSQL at ${url} (set TEST_DATABASE_URL to use another): ${String(error)}`,
      { cause: error },
    );
  } finally {
    await probe.end().catch(() => undefined);
  }
}

export interface TestCluster {
  a: FastifyInstance;
  b: FastifyInstance;
  close(): Promise<void>;
}

/**
 * Two server instances as in a scaled-out install: one throwaway PostgreSQL database (each
 * instance with its own pool) and one Redis. Both services run on development machines and
 * in CI, so a missing one fails the test with a clear message instead of skipping it.
 */
export async function createTestCluster(): Promise<TestCluster> {
  await requireRedis(TEST_REDIS_URL);
  await requirePostgres(TEST_POSTGRES_URL);
  const database = await createTestDatabase(TEST_POSTGRES_URL);
  const { connectionString } = database.pool!.options as { connectionString: string };
  const second: Database = await createDatabase({ databaseUrl: connectionString });
  const config = testConfig({ redisUrl: TEST_REDIS_URL });
  const a = await buildApp(config, { database });
  const b = await buildApp(config, { database: second });
  await Promise.all([a.ready(), b.ready()]);
  return {
    a,
    b,
    close: async () => {
      await Promise.allSettled([a.close(), b.close()]);
      // The first pool's database is dropped with force (test-database.ts): a socket of this
      // pool still closing then must not surface as an uncaught error in the next test.
      second.pool?.on('error', () => undefined);
      await second.close();
      await database.close();
    },
  };
}

/**
 * A cluster (createTestCluster) for the tests of a file, started before the first and closed
 * after the last, with the admin signed in on `a`. Read the fields inside hooks and tests.
 */
export function useTestCluster(): {
  readonly a: FastifyInstance;
  readonly b: FastifyInstance;
  readonly adminToken: string;
} {
  let cluster: TestCluster | undefined;
  let adminToken: string | undefined;
  beforeAll(async () => {
    cluster = await createTestCluster();
    adminToken = (await loginAsAdmin(cluster.a)).token;
  });
  afterAll(() => cluster?.close());
  const started = () => {
    if (!cluster || adminToken === undefined) {
      throw new Error('useTestCluster: the cluster starts in beforeAll, read it after');
    }
    return { ...cluster, adminToken };
  };
  return {
    get a() {
      return started().a;
    },
    get b() {
      return started().b;
    },
    get adminToken() {
      return started().adminToken;
    },
  };
}
