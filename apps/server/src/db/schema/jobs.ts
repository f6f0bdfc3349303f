import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { JOB_STATES } from '@streamfront/contract';

/**
 * Work that happens after an answer (mail, webhooks, provisioning, sweeps), one row a job,
 * written in the transaction of the change that caused it (decision 040). A worker claims a
 * due row with `FOR UPDATE SKIP LOCKED` and a lease, so one instance runs it; a crashed
 * worker's lease runs out and the job is taken again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What to run: the name a module defined the job under (`subscriptions.sweep`). */
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    /** A line for admins (`Reminder for SF-001054`): what the job is about, never a secret. */
    label: text('label'),
    state: text('state', { enum: JOB_STATES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** Not before then: the first run, or the next try after a failure. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** The worker running it, and until when its claim holds without a heartbeat. */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** The same key twice is one job: a retried request, two instances, one schedule slot. */
    dedupeKey: text('dedupe_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    // What the workers ask for: due work, oldest first.
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.state} in ('queued', 'failed')`),
    index('jobs_running_idx')
      .on(t.lockedUntil)
      .where(sql`${t.state} = 'running'`),
    index('jobs_list_idx').on(t.state, t.createdAt),
    index('jobs_kind_idx').on(t.kind, t.createdAt),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
