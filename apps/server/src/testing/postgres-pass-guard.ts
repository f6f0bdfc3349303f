import { afterAll, beforeAll } from 'vitest';
import {
  followsTestDatabaseUrl,
  forgetPgliteTestDatabase,
  hasUsedPgliteTestDatabase,
} from './postgres-pass.ts';

// A test file that got a PGlite database would get PostgreSQL with TEST_DATABASE_URL: the
// PostgreSQL pass must pick it, or its SQL would never run on PostgreSQL. Checked on every run.
beforeAll(forgetPgliteTestDatabase);
// Vitest reads the first argument's pattern for fixtures; the hook needs only the second.
// eslint-disable-next-line no-empty-pattern
afterAll(({}, suite) => {
  if (!hasUsedPgliteTestDatabase()) return;
  const file = 'filepath' in suite ? suite.filepath : undefined;
  if (file && !followsTestDatabaseUrl(file)) {
    throw new Error(
      `${file} used a PGlite test database, but the PostgreSQL pass does not pick it: it ` +
        'calls none of createTestApp, useTestApp, createTwinApps or createTestDatabase, itself ' +
        'or through a helper it imports (testing/postgres-pass.ts). Call one of them there.',
    );
  }
});
