import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pgliteDir } from '../config-data-dir.ts';
import { createDatabase, type Database } from '../db/client.ts';
import { auditLog, jobs } from '../db/schema/index.ts';
import { startServerProcess, stopServerProcesses, tempDataDir } from '../testing/server-process.ts';
import { TEST_POSTGRES_URL } from '../testing/test-cluster.ts';
import { createThrowawayDatabase } from '../testing/throwaway-postgres.ts';

// Issue 21 §1: a server killed (SIGKILL, no shutdown hook) in the middle of a job. After a
// restart the job runs again, and its effect is there exactly once.

const drops: (() => Promise<void>)[] = [];
afterEach(async () => {
  await stopServerProcesses();
  for (const drop of drops.splice(0)) await drop();
});

const stores: {
  name: string;
  make(): Promise<{ env: Record<string, string>; open(): Promise<Database> }>;
}[] = [
  {
    // One process alone opens it: a restart hands back what was running at once.
    name: 'embedded PGlite',
    make: async () => {
      const dataDir = tempDataDir();
      return {
        env: { DATA_DIR: dataDir },
        open: () => createDatabase({ dataDir: pgliteDir(dataDir) }),
      };
    },
  },
  {
    // Another instance may still run: the job waits for its lease to run out.
    name: 'PostgreSQL',
    make: async () => {
      const throwaway = await createThrowawayDatabase(TEST_POSTGRES_URL, 'sf_jobs_crash');
      drops.push(throwaway.drop);
      return {
        env: { DATA_DIR: tempDataDir(), DATABASE_URL: throwaway.url, TEST_JOB_LEASE_MS: '2000' },
        open: () => createDatabase({ databaseUrl: throwaway.url }),
      };
    },
  },
];

describe.each(stores)('a job cut off by kill -9, on $name', (store) => {
  it('runs again after a restart, and its effect happens once', async () => {
    const { env, open } = await store.make();
    const key = randomUUID();
    const options = { entry: 'src/testing/job-server.ts' };
    const first = await startServerProcess({ ...env, TEST_JOB_KEY: key }, options);
    await vi.waitFor(() => expect(first.output()).toContain('job try 1 started'), {
      timeout: 15_000,
    });
    await first.kill();

    const second = await startServerProcess(
      { ...env, TEST_JOB_KEY: key, TEST_JOB_SLOW_MS: '10' },
      options,
    );
    await vi.waitFor(() => expect(second.output()).toContain('job try 2 started'), {
      timeout: 15_000,
    });
    expect(await second.stop()).toBe(0);

    const database = await open();
    try {
      const effects = await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'test.job-effect'), eq(auditLog.entityId, key)));
      expect(effects).toHaveLength(1);
      const [job] = await database.db.select().from(jobs).where(eq(jobs.kind, 'test.slow-effect'));
      expect(job).toMatchObject({ state: 'done', attempts: 2, lockedBy: null });
    } finally {
      await database.close();
    }
  }, 90_000);
});
