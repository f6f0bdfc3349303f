import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';

/** What a job's `run` is given besides its payload. */
export interface JobContext {
  app: FastifyInstance;
  /**
   * Where to write: the transaction that also marks the job done when the job is
   * `transactional`, the app's database otherwise.
   */
  db: Db;
  job: { id: string; attempt: number; maxAttempts: number; label: string | null };
  /** Aborted when the server shuts down and the job is handed back to the queue. */
  signal: AbortSignal;
}

/** One kind of background work, declared once by the module that owns it. */
export interface JobDefinition<Payload> {
  /** `<module>.<verb>`: `subscriptions.sweep`, `mail.send`. Stored with every job. */
  kind: string;
  /** Checked when the job is queued (a bug if it fails) and when it runs (dead if it fails). */
  payload: z.ZodType<Payload>;
  /** Tries before the job is dead; 5 unless said. */
  maxAttempts?: number;
  /**
   * The wait before each retry: the n-th entry after the n-th failed try, the last one
   * repeated. Unless said, 30 s doubling each time up to an hour (with a little jitter, so
   * jobs that failed together do not all come back at once).
   */
  retryDelaysMs?: readonly number[];
  /**
   * The job's writes (through `context.db`) and its completion commit in one transaction:
   * a crash in between leaves neither, and the job runs again, so its effect happens once.
   * Only for work that stays in the database: the transaction is held while it runs.
   */
  transactional?: boolean;
  run(payload: Payload, context: JobContext): Promise<void>;
  /**
   * Called once the job is given up on, in place of the admins' generic "a background job
   * failed" notice: a kind with a page of its own (the mail log) says it its own way.
   */
  onDead?(payload: Payload, context: { app: FastifyInstance; error: string }): Promise<void>;
}

/**
 * A failure that no retry can mend (a mail server's 5xx "no such mailbox", a payload that no
 * longer fits): the job is dead at once, its tries not spent waiting.
 */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}

/** Declares a job kind; the value is both what a module registers and what it enqueues. */
export function defineJob<Payload>(definition: JobDefinition<Payload>): JobDefinition<Payload> {
  return definition;
}

export const DEFAULT_MAX_ATTEMPTS = 5;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** How long to wait after the `attempt`-th try failed (1-based). */
export function retryDelayMs(
  definition: Pick<JobDefinition<unknown>, 'retryDelaysMs'>,
  attempt: number,
  random: () => number = Math.random,
): number {
  const listed = definition.retryDelaysMs;
  if (listed && listed.length > 0) return listed[Math.min(attempt, listed.length) - 1]!;
  const base = Math.min(FIRST_RETRY_MS * 2 ** (attempt - 1), LONGEST_RETRY_MS);
  // Up to 10% later, never earlier: a delay a test or an operator counts on still holds.
  return Math.round(base * (1 + random() * 0.1));
}
