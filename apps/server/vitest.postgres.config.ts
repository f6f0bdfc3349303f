import { defineProject } from 'vitest/config';
import { postgresPassFiles } from './src/testing/postgres-pass.ts';
import { serverTestOptions } from './vitest.config.ts';

/**
 * The PostgreSQL pass: the server test files whose database follows TEST_DATABASE_URL (chosen
 * from their contents, testing/postgres-pass.ts) once more, each on a copy of one migrated and
 * seeded template database on the machine's PostgreSQL (or TEST_DATABASE_URL's server).
 */
export default defineProject({
  test: {
    ...serverTestOptions,
    name: 'server-postgres',
    include: postgresPassFiles(import.meta.dirname),
    env: {
      TEST_DATABASE_URL:
        process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
});
