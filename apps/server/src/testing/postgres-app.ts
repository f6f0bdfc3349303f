import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { TestApp } from './test-app.ts';
import { TEST_POSTGRES_URL } from './test-cluster.ts';
import { createTestDatabase } from './test-database.ts';

/**
 * The real server on a throwaway PostgreSQL database, whatever TEST_DATABASE_URL says: for
 * tests of requests that really run at once. PGlite runs one transaction at a time, so on it
 * two requests never race. Like the two-instance tests, it fails (never skips) without
 * PostgreSQL.
 */
export async function createPostgresTestApp(): Promise<TestApp & { database: Database }> {
  const database = await createTestDatabase(TEST_POSTGRES_URL);
  const app = await buildApp(testConfig(), { database });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
