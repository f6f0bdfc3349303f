import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { auditLog, jobs } from '../db/schema/index.ts';
import { TEST_POSTGRES_URL } from '../testing/test-cluster.ts';
import { createTwinApps, type TwinApps } from '../testing/twin-apps.ts';
import { defineJob } from './define-job.ts';
import { enqueueJob } from './enqueue.ts';

// Always on PostgreSQL: two pools, as two processes would have, really racing for rows.
let twins: TwinApps;
beforeAll(async () => {
  twins = await createTwinApps(TEST_POSTGRES_URL, { jobPollMs: 100 });
});
afterAll(() => twins.close());

describe('two instances working one queue', () => {
  it('run each of 200 jobs once, sharing the work', async () => {
    const batch = randomUUID();
    const ranOn = new Map<string, string[]>();
    const job = (instance: string) =>
      defineJob<{ n: number }>({
        kind: 'test.counted',
        payload: z.object({ n: z.number() }),
        async run({ n }, { app }) {
          ranOn.set(String(n), [...(ranOn.get(String(n)) ?? []), instance]);
          await app.db.insert(auditLog).values({
            actorId: null,
            action: 'test.counted',
            entityType: batch,
            entityId: String(n),
          });
        },
      });
    twins.a.jobs.define(job('a'));
    twins.b.jobs.define(job('b'));

    const definition = job('queue');
    await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        enqueueJob(n % 2 ? twins.a.db : twins.b.db, definition, { n }),
      ),
    );
    await vi.waitFor(
      async () => {
        const [counted] = await twins.a.db
          .select({ done: sql<number>`count(*)::int` })
          .from(jobs)
          .where(sql`${jobs.kind} = 'test.counted' and ${jobs.state} = 'done'`);
        expect(counted?.done).toBe(200);
      },
      { timeout: 30_000, interval: 200 },
    );

    const rows = await twins.a.db
      .select({ n: auditLog.entityId, times: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(eq(auditLog.entityType, batch))
      .groupBy(auditLog.entityId);
    expect(rows).toHaveLength(200);
    expect(rows.every((row) => row.times === 1)).toBe(true);
    const runners = [...ranOn.values()];
    expect(runners.every((list) => list.length === 1)).toBe(true);
    // Both instances took part: the queue is not one instance's.
    expect(runners.filter(([who]) => who === 'a').length).toBeGreaterThan(0);
    expect(runners.filter(([who]) => who === 'b').length).toBeGreaterThan(0);
  }, 60_000);

  it('queue a scheduled job once per interval, however many instances schedule it', async () => {
    const kind = `test.every-${randomUUID().slice(0, 8)}`;
    let runs = 0;
    const scheduled = defineJob<Record<string, never>>({
      kind,
      payload: z.object({}),
      async run() {
        runs += 1;
      },
    });
    // The same schedule on both instances, as every instance of a deployment has it.
    const everyMs = 60 * 60_000;
    twins.a.jobs.every(scheduled, everyMs, {});
    twins.b.jobs.every(scheduled, everyMs, {});
    await Promise.all([twins.a.jobs.drain(), twins.b.jobs.drain(), twins.a.jobs.drain()]);
    const queued = await twins.a.db.select().from(jobs).where(eq(jobs.kind, kind));
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ state: 'done' });
    expect(runs).toBe(1);
  });
});
