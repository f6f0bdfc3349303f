import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildPgliteTemplate, dropDatabasesStartingWith } from './database-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's folder: the PGlite template and the PostgreSQL servers the run used. */
    testRunDir: string;
    /** In this run's database names, so its end drops what it made. */
    testRunId: string;
    /** The migrated, seeded PGlite data directory (a tar file), when any test file uses PGlite. */
    pgliteTemplateFile: string | undefined;
  }
}

/** Where a test file notes a PostgreSQL server it made databases on (see test-database.ts). */
export const serversDir = (runDir: string) => path.join(runDir, 'postgres-servers');

interface TestRun {
  id: string;
  dir: string;
  pgliteTemplate?: Promise<string>;
  users: number;
}

// Both server projects (PGlite, and the PostgreSQL pass) run in one Vitest process: they share
// one run, so one template of each kind is built, and the last to finish cleans up.
const runKey = Symbol.for('streamfront.server-test-run');
const shared = globalThis as { [runKey]?: TestRun };

/**
 * Once per Vitest run, before any server test file: the PGlite template that every test file
 * used to migrate and seed for itself (each file runs in a fresh process, so a per-process
 * template was built once per file). PostgreSQL templates are made by the first file that
 * needs one (`ensurePostgresTemplate`); the end of the run drops them with the run's
 * databases.
 */
export default async function setup(project: TestProject) {
  const run = (shared[runKey] ??= {
    id: randomBytes(4).toString('hex'),
    dir: mkdtempSync(path.join(tmpdir(), 'sf-test-run-')),
    users: 0,
  });
  run.users += 1;
  project.provide('testRunDir', run.dir);
  project.provide('testRunId', run.id);

  // A project whose files all run on PostgreSQL has no use for the PGlite template.
  const onPostgres = project.config.env?.TEST_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!onPostgres) {
    run.pgliteTemplate ??= buildPgliteTemplate().then(async (dump) => {
      const file = path.join(run.dir, 'pglite-template.tar');
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
      return file;
    });
  }
  project.provide('pgliteTemplateFile', run.pgliteTemplate ? await run.pgliteTemplate : undefined);

  return async () => {
    run.users -= 1;
    if (run.users > 0) return;
    delete shared[runKey];
    const noted = (() => {
      try {
        return readdirSync(serversDir(run.dir));
      } catch {
        return [];
      }
    })();
    for (const note of noted) {
      const serverUrl = readFileSync(path.join(serversDir(run.dir), note), 'utf8');
      await dropDatabasesStartingWith(serverUrl, `sf_tpl_${run.id}`);
      await dropDatabasesStartingWith(serverUrl, `sf_test_${run.id}_`);
    }
    rmSync(run.dir, { recursive: true, force: true });
  };
}
