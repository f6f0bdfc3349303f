import type { JobState, JobsQuery } from '@streamfront/contract';
import { and, desc, eq, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { countAll, orderFor, pageOf, searchAny } from '../db/list-query.ts';
import { jobs, type JobRow } from '../db/schema/index.ts';

/** A stored error is cut to this: enough to act on, never a whole response body. */
const MAX_ERROR_LENGTH = 1_000;

export interface NewJob {
  kind: string;
  payload: unknown;
  maxAttempts: number;
  label?: string | null | undefined;
  runAt?: Date | undefined;
  dedupeKey?: string | null | undefined;
}

const sortColumns = { createdAt: jobs.createdAt, runAt: jobs.runAt, updatedAt: jobs.updatedAt };

const clipError = (message: string) =>
  message.length > MAX_ERROR_LENGTH ? `${message.slice(0, MAX_ERROR_LENGTH - 1)}…` : message;

/** All SQL of the jobs table: what workers claim and finish, and what admins list. */
export function createJobsRepository(db: Db) {
  return {
    /** Queues one job; undefined when a job with its `dedupeKey` already exists. */
    async insert(job: NewJob): Promise<JobRow | undefined> {
      const [row] = await db
        .insert(jobs)
        .values({
          kind: job.kind,
          payload: job.payload,
          maxAttempts: job.maxAttempts,
          label: job.label ?? null,
          runAt: job.runAt ?? sql`now()`,
          dedupeKey: job.dedupeKey ?? null,
        })
        .onConflictDoNothing({ target: jobs.dedupeKey })
        .returning();
      return row;
    },

    /**
     * Takes up to `limit` due jobs for `worker` until `leaseMs` from now: queued ones, failed
     * ones whose retry time has come, and running ones whose worker stopped renewing its
     * lease (it crashed). `SKIP LOCKED`: two workers never take the same row.
     */
    async claim(worker: string, limit: number, leaseMs: number): Promise<JobRow[]> {
      const due = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          or(
            and(inArray(jobs.state, ['queued', 'failed']), lte(jobs.runAt, sql`now()`)),
            and(eq(jobs.state, 'running'), lt(jobs.lockedUntil, sql`now()`)),
          ),
        )
        .orderBy(jobs.runAt, jobs.id)
        .limit(limit)
        .for('update', { skipLocked: true });
      const claimed = await db
        .update(jobs)
        .set({
          state: 'running',
          attempts: sql`${jobs.attempts} + 1`,
          lockedBy: worker,
          lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
          updatedAt: sql`now()`,
        })
        .where(inArray(jobs.id, due))
        .returning();
      return claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime());
    },

    /** Pushes the leases of `worker`'s running jobs on: they are still being worked on. */
    async renewLeases(worker: string, ids: string[], leaseMs: number) {
      if (ids.length === 0) return;
      await db
        .update(jobs)
        .set({ lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'` })
        .where(and(inArray(jobs.id, ids), eq(jobs.lockedBy, worker), eq(jobs.state, 'running')));
    },

    /** Done; false when `worker` no longer held it (its lease ran out and another took it). */
    async complete(id: string, worker: string): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({
          state: 'done',
          finishedAt: sql`now()`,
          updatedAt: sql`now()`,
          lockedBy: null,
          lockedUntil: null,
          lastError: null,
        })
        .where(and(eq(jobs.id, id), eq(jobs.lockedBy, worker), eq(jobs.state, 'running')))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /** A failed try: back in the queue at `retryAt`, or dead when `retryAt` is null. */
    async fail(id: string, worker: string, error: string, retryAt: Date | null) {
      const [row] = await db
        .update(jobs)
        .set({
          state: retryAt ? 'failed' : 'dead',
          runAt: retryAt ?? jobs.runAt,
          finishedAt: retryAt ? null : sql`now()`,
          updatedAt: sql`now()`,
          lockedBy: null,
          lockedUntil: null,
          lastError: clipError(error),
        })
        .where(and(eq(jobs.id, id), eq(jobs.lockedBy, worker), eq(jobs.state, 'running')))
        .returning();
      return row;
    },

    /**
     * Hands jobs back unfinished (the server is stopping): queued again at once, the try
     * not counted, for this or another instance to run.
     */
    async release(worker: string, ids: string[]) {
      if (ids.length === 0) return;
      await db
        .update(jobs)
        .set({
          state: 'queued',
          attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
          runAt: sql`now()`,
          updatedAt: sql`now()`,
          lockedBy: null,
          lockedUntil: null,
        })
        .where(and(inArray(jobs.id, ids), eq(jobs.lockedBy, worker), eq(jobs.state, 'running')));
    },

    /**
     * Every running job back to the queue: for the embedded database at start, which one
     * process alone can open, so whatever is still running was cut off by a crash.
     */
    async releaseAllRunning(): Promise<number> {
      const rows = await db
        .update(jobs)
        .set({ state: 'queued', runAt: sql`now()`, lockedBy: null, lockedUntil: null })
        .where(eq(jobs.state, 'running'))
        .returning({ id: jobs.id });
      return rows.length;
    },

    findById(id: string): Promise<JobRow | undefined> {
      return db
        .select()
        .from(jobs)
        .where(eq(jobs.id, id))
        .then((rows) => rows[0]);
    },

    /**
     * The newest job of `kind` whose payload's `field` is `value`: the job of one record (a
     * webhook delivery's), found when that record is to run again.
     */
    async latestFor(kind: string, field: string, value: string): Promise<JobRow | undefined> {
      const [row] = await db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, kind), sql`${jobs.payload} ->> ${field} = ${value}`))
        .orderBy(desc(jobs.createdAt), desc(jobs.id))
        .limit(1);
      return row;
    },

    /** An admin's retry of a failed or dead job: queued now, with all its tries again. */
    async retry(id: string): Promise<JobRow | undefined> {
      const [row] = await db
        .update(jobs)
        .set({
          state: 'queued',
          attempts: 0,
          runAt: sql`now()`,
          updatedAt: sql`now()`,
          finishedAt: null,
        })
        .where(and(eq(jobs.id, id), inArray(jobs.state, ['failed', 'dead'])))
        .returning();
      return row;
    },

    /** An admin's discard of a job that is not running: gone from the queue for good. */
    async discard(id: string): Promise<JobRow | undefined> {
      const [row] = await db
        .delete(jobs)
        .where(and(eq(jobs.id, id), inArray(jobs.state, ['queued', 'failed', 'dead'])))
        .returning();
      return row;
    },

    /** Finished jobs older than `before`, removed so the table stays small. */
    async purgeDone(before: Date): Promise<number> {
      const rows = await db
        .delete(jobs)
        .where(and(eq(jobs.state, 'done'), sql`${jobs.finishedAt} < ${before.toISOString()}`))
        .returning({ id: jobs.id });
      return rows.length;
    },

    async list(query: JobsQuery) {
      const filters: (SQL | undefined)[] = [
        query.state ? eq(jobs.state, query.state) : undefined,
        query.kind ? eq(jobs.kind, query.kind) : undefined,
        searchAny(query.q, [jobs.kind, jobs.label, jobs.lastError]),
      ];
      const where = and(...filters);
      return pageOf(
        query,
        ({ limit, offset }) =>
          db
            .select()
            .from(jobs)
            .where(where)
            .orderBy(...orderFor(query.sort, sortColumns, jobs.id))
            .limit(limit)
            .offset(offset),
        () => db.select({ total: countAll }).from(jobs).where(where),
      );
    },

    async counts(): Promise<{ states: Record<JobState, number>; kinds: string[] }> {
      const byState = await db
        .select({ state: jobs.state, n: sql<number>`count(*)::int` })
        .from(jobs)
        .groupBy(jobs.state);
      const kinds = await db.selectDistinct({ kind: jobs.kind }).from(jobs).orderBy(jobs.kind);
      const states = { queued: 0, running: 0, failed: 0, dead: 0, done: 0 };
      for (const { state, n } of byState) states[state] = n;
      return { states, kinds: kinds.map((row) => row.kind) };
    },
  };
}
