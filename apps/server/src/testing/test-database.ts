import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import { createDatabase, type Database } from '../db/client.ts';
import {
  buildPgliteTemplate,
  ensurePostgresTemplate,
  migrateAndSeed,
  TEST_ADMIN,
} from './database-template.ts';
import { usedPgliteTestDatabase } from './postgres-pass.ts';
import { createThrowawayDatabase } from './throwaway-postgres.ts';

export { TEST_ADMIN };

let template: Promise<Blob> | undefined;

/**
 * The migrated, seeded PGlite data directory every test file starts from (≈0.4 s to load, not
 * 3 s to build): written once per run by global-setup.ts, or built here when no global setup
 * provided one.
 */
function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = inject('pgliteTemplateFile');
    return file ? new Blob([await readFile(file)]) : buildPgliteTemplate();
  })();
  return template;
}

/**
 * The run's PostgreSQL template on that server, made by the first file that asks, and noted
 * in the run's folder so that the end of the run drops it; undefined outside a configured run
 * (each database is then migrated and seeded for itself).
 */
async function postgresTemplate(serverUrl: string): Promise<string | undefined> {
  const runId = inject('testRunId');
  const runDir = inject('testRunDir');
  if (!runId || !runDir) return undefined;
  const notes = path.join(runDir, 'postgres-servers');
  mkdirSync(notes, { recursive: true });
  const key = createHash('sha256').update(serverUrl).digest('hex').slice(0, 16);
  writeFileSync(path.join(notes, key), serverUrl);
  const name = `sf_tpl_${runId}`;
  await ensurePostgresTemplate(serverUrl, name);
  return name;
}

/**
 * A fresh database for one test file: a PGlite clone, or, with TEST_DATABASE_URL, a new
 * throwaway database on that PostgreSQL server (a copy of the run's template database),
 * dropped again by `close()`.
 */
export async function createTestDatabase(
  serverUrl: string | undefined = process.env.TEST_DATABASE_URL,
): Promise<Database> {
  if (!serverUrl) {
    usedPgliteTestDatabase();
    return createDatabase({ loadDataDir: await pgliteTemplate() });
  }

  const templateName = await postgresTemplate(serverUrl);
  const runId = inject('testRunId');
  const throwaway = await createThrowawayDatabase(
    serverUrl,
    runId ? `sf_test_${runId}` : 'sf_test',
    templateName,
  );
  const database = await createDatabase({ databaseUrl: throwaway.url });
  if (!templateName) await migrateAndSeed(database);
  const close = database.close;
  database.close = async () => {
    // pool.end() resolves before its sockets have closed: the forced drop below may cut one,
    // and that error must not surface as an uncaught exception in whichever test runs next.
    database.pool?.on('error', () => undefined);
    await close();
    await throwaway.drop();
  };
  return database;
}
