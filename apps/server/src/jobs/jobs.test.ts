import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { auditLog, jobs, notifications, users } from '../db/schema/index.ts';
import { inTransaction } from '../db/transaction.ts';
import { createTestApp } from '../testing/test-app.ts';
import { useTestApp } from '../testing/use-test-app.ts';
import { defineJob, retryDelayMs } from './define-job.ts';
import { enqueueJob } from './enqueue.ts';

/** What a test job did: one audit row per run, keyed by the job's `key`. */
const effectsOf = async (app: FastifyInstance, key: string) =>
  (
    await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'test.job-effect'), eq(auditLog.entityId, key)))
  )[0]!.n;

const recordEffect = (app: FastifyInstance, key: string, db = app.db) =>
  db.insert(auditLog).values({
    actorId: null,
    action: 'test.job-effect',
    entityType: 'test',
    entityId: key,
  });

const jobRow = async (app: FastifyInstance, id: string) =>
  (await app.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

describe('the jobs layer', () => {
  const test = useTestApp();
  const failures = new Map<string, number>();

  const effectJob = defineJob<{ key: string }>({
    kind: 'test.effect',
    payload: z.object({ key: z.string() }),
    transactional: true,
    async run({ key }, { app, db }) {
      await recordEffect(app, key, db);
    },
  });
  /** Fails its first `failures.get(key)` tries, then succeeds. */
  const flakyJob = defineJob<{ key: string }>({
    kind: 'test.flaky',
    payload: z.object({ key: z.string() }),
    maxAttempts: 3,
    retryDelaysMs: [0],
    async run({ key }, { app }) {
      const left = failures.get(key) ?? 0;
      if (left > 0) {
        failures.set(key, left - 1);
        throw new Error(`SMTP 451: try later (${key})`);
      }
      await recordEffect(app, key);
    },
  });
  let defined = false;
  const app = () => {
    if (!defined) {
      test.app.jobs.define(effectJob);
      test.app.jobs.define(flakyJob);
      defined = true;
    }
    return test.app;
  };

  it('runs a job queued in a transaction once that commits, and never one rolled back', async () => {
    const kept = randomUUID();
    const dropped = randomUUID();
    const id = await inTransaction(app().db, (tx) => enqueueJob(tx, effectJob, { key: kept }));
    await expect(
      inTransaction(app().db, async (tx) => {
        await enqueueJob(tx, effectJob, { key: dropped });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    // Woken by the commit, not by a poll a second later.
    await vi.waitFor(async () => expect(await effectsOf(app(), kept)).toBe(1), { timeout: 900 });
    expect(await jobRow(app(), id!)).toMatchObject({ state: 'done', attempts: 1, lastError: null });
    expect(await effectsOf(app(), dropped)).toBe(0);
    expect(
      await app()
        .db.select()
        .from(jobs)
        .where(sql`${jobs.payload}->>'key' = ${dropped}`),
    ).toEqual([]);
  });

  it('queues a job once per dedupe key', async () => {
    const key = randomUUID();
    const first = await enqueueJob(app().db, effectJob, { key }, { dedupeKey: `once:${key}` });
    const second = await enqueueJob(app().db, effectJob, { key }, { dedupeKey: `once:${key}` });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    await app().jobs.drain();
    expect(await effectsOf(app(), key)).toBe(1);
  });

  it('refuses a payload that does not fit its kind when it is queued', async () => {
    await expect(
      enqueueJob(app().db, effectJob, { key: 42 } as unknown as { key: string }),
    ).rejects.toThrow(/test\.effect/);
  });

  it('retries a failing job and succeeds once it can', async () => {
    const key = randomUUID();
    failures.set(key, 2);
    const id = await enqueueJob(app().db, flakyJob, { key }, { label: `Flaky ${key}` });
    await vi.waitFor(async () => expect((await jobRow(app(), id!)).state).toBe('done'));
    expect(await jobRow(app(), id!)).toMatchObject({ attempts: 3, lastError: null });
    expect(await effectsOf(app(), key)).toBe(1);
  });

  it('gives a job up after its last try, keeps the error and tells every admin', async () => {
    const key = randomUUID();
    failures.set(key, 10);
    const id = await enqueueJob(app().db, flakyJob, { key }, { label: `Doomed ${key}` });
    await vi.waitFor(async () => expect((await jobRow(app(), id!)).state).toBe('dead'));
    expect(await jobRow(app(), id!)).toMatchObject({
      attempts: 3,
      lastError: `SMTP 451: try later (${key})`,
      lockedBy: null,
    });
    expect(await effectsOf(app(), key)).toBe(0);
    const [admin] = await app().db.select().from(users).where(eq(users.role, 'admin'));
    await vi.waitFor(async () => {
      const told = await app()
        .db.select()
        .from(notifications)
        .where(
          and(
            eq(notifications.recipientId, admin!.id),
            sql`${notifications.message} like ${`Doomed ${key}%`}`,
          ),
        );
      expect(told).toEqual([
        expect.objectContaining({
          type: 'error',
          title: 'A background job failed',
          link: '/admin/jobs?state=dead',
        }),
      ]);
    });
  });

  it('waits longer after each failed try, up to an hour', () => {
    const noJitter = () => 0;
    const delays = [1, 2, 3, 4, 5, 10, 20].map((n) => retryDelayMs({}, n, noJitter));
    expect(delays).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 3_600_000, 3_600_000]);
    expect(retryDelayMs({ retryDelaysMs: [60_000, 300_000] }, 1)).toBe(60_000);
    expect(retryDelayMs({ retryDelaysMs: [60_000, 300_000] }, 7)).toBe(300_000);
    // Jitter only ever adds, at most a tenth.
    expect(retryDelayMs({}, 1, () => 0.999)).toBeLessThanOrEqual(33_000);
  });

  it('rolls back a transactional job whose lease another worker took meanwhile', async () => {
    const key = randomUUID();
    const id = await enqueueJob(
      app().db,
      effectJob,
      { key },
      { runAt: new Date(Date.now() + 60_000) },
    );
    // Claimed by a worker that then "died": its lease is over, so the next pass takes it.
    await app()
      .db.update(jobs)
      .set({
        state: 'running',
        attempts: 1,
        lockedBy: 'gone:1',
        lockedUntil: new Date(Date.now() - 1),
      })
      .where(eq(jobs.id, id!));
    await app().jobs.drain();
    expect(await jobRow(app(), id!)).toMatchObject({ state: 'done', attempts: 2 });
    expect(await effectsOf(app(), key)).toBe(1);
  });
});

describe('a server that stops', () => {
  it('hands a running job back to the queue, its try not counted', async () => {
    const started = await createTestApp();
    const { app } = started;
    let release!: () => void;
    const slow = defineJob<Record<string, never>>({
      kind: 'test.slow',
      payload: z.object({}),
      async run(_payload, { signal }) {
        await new Promise<void>((resolve) => {
          release = resolve;
          signal.addEventListener('abort', () => resolve());
        });
        if (signal.aborted) throw new Error('stopped');
      },
    });
    app.jobs.define(slow);
    const id = await enqueueJob(app.db, slow, {});
    await vi.waitFor(async () => expect((await jobRow(app, id!)).state).toBe('running'));
    // The test's database outlives the app: what the app left is read after it closed.
    const db = app.db;
    await app.close();
    const [row] = await db.select().from(jobs).where(eq(jobs.id, id!));
    expect(row).toMatchObject({ state: 'queued', attempts: 0, lockedBy: null });
    release();
    await started.close();
  }, 20_000);
});
