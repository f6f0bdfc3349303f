import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The PostgreSQL pass (vitest.postgres.config.ts) runs again, on PostgreSQL, the server test
 * files whose database follows TEST_DATABASE_URL: the others either never touch a database
 * (pure unit tests) or always use PostgreSQL already (two-instance clusters, races, faults).
 * The choice is read from the files themselves, so a new test file joins without a list to
 * edit; postgres-pass-guard.ts checks it on every PGlite run.
 */

/** The helpers whose database follows TEST_DATABASE_URL, unless handed PostgreSQL's URL. */
const FOLLOWING_CALL =
  /\b(?:createTestApp|useTestApp|createTwinApps|createTestDatabase)\s*\((?!\s*TEST_POSTGRES_URL\b)/;
/** Their own files: what they call there is what they offer, not a use. */
const DEFINITIONS = new Set(
  ['test-database.ts', 'test-app.ts', 'use-test-app.ts', 'twin-apps.ts'].map((file) =>
    path.join(import.meta.dirname, file),
  ),
);
const RELATIVE_IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

const verdicts = new Map<string, boolean>();

/**
 * Whether `file` (a test file, or a helper it imports: a test kit may start the app for it)
 * calls one of those helpers.
 */
export function followsTestDatabaseUrl(file: string): boolean {
  const known = verdicts.get(file);
  if (known !== undefined) return known;
  verdicts.set(file, false); // an import cycle ends here
  const source = readFileSync(file, 'utf8');
  let follows = FOLLOWING_CALL.test(source);
  for (const [, specifier] of follows ? [] : source.matchAll(RELATIVE_IMPORT)) {
    const imported = path.resolve(path.dirname(file), specifier!);
    if (DEFINITIONS.has(imported) || !imported.endsWith('.ts') || !existsSync(imported)) continue;
    if (followsTestDatabaseUrl(imported)) {
      follows = true;
      break;
    }
  }
  verdicts.set(file, follows);
  return follows;
}

/** The server's test files (under `serverDir/src`) for the PostgreSQL pass, relative to it. */
export function postgresPassFiles(serverDir: string): string[] {
  const src = path.join(serverDir, 'src');
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) => followsTestDatabaseUrl(path.join(src, file)))
    .map((file) => path.posix.join('src', file.split(path.sep).join('/')))
    .sort();
}

const used = Symbol.for('streamfront.used-pglite-test-database');
const state = globalThis as { [used]?: boolean };

/** Noted by createTestDatabase whenever it hands out a PGlite database. */
export function usedPgliteTestDatabase(): void {
  state[used] = true;
}

/** Forgets the note: test files share a worker's modules (isolate: false), not this answer. */
export function forgetPgliteTestDatabase(): void {
  state[used] = false;
}

/** Whether this test file got a PGlite database from createTestDatabase. */
export function hasUsedPgliteTestDatabase(): boolean {
  return state[used] === true;
}
