import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { testConfig, type Config } from '../config.ts';
import { createDatabase, type Database } from '../db/client.ts';
import { createTestDatabase } from './test-database.ts';

export interface TwinApps {
  a: FastifyInstance;
  b: FastifyInstance;
  close(): Promise<void>;
}

/**
 * Two server instances on one database, without Redis: with TEST_DATABASE_URL each has its
 * own PostgreSQL pool (as two processes would); on PGlite they share the in-process database.
 * For jobs that every instance runs and that must still happen once.
 */
export async function createTwinApps(
  serverUrl: string | undefined = process.env.TEST_DATABASE_URL,
  overrides: Partial<Config> = {},
): Promise<TwinApps> {
  const database = await createTestDatabase(serverUrl);
  let second: Database = database;
  if (database.kind === 'postgres') {
    const { connectionString } = database.pool!.options as { connectionString: string };
    second = await createDatabase({ databaseUrl: connectionString });
  }
  const a = await buildApp(testConfig(overrides), { database });
  const b = await buildApp(testConfig(overrides), { database: second });
  await Promise.all([a.ready(), b.ready()]);
  return {
    a,
    b,
    close: async () => {
      await Promise.allSettled([a.close(), b.close()]);
      if (second !== database) await second.close();
      await database.close();
    },
  };
}
