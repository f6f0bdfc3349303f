import type { Db } from '../db/client.ts';
import { onCommit } from '../db/transaction.ts';
import { DEFAULT_MAX_ATTEMPTS, type JobDefinition } from './define-job.ts';
import { createJobsRepository } from './jobs.repository.ts';
import { announceJobQueued } from './wake.ts';

export interface EnqueueOptions {
  /** What the job is about, for the admins' list: never a secret. */
  label?: string | undefined;
  /** Not before then (a reminder for later); now unless said. */
  runAt?: Date | undefined;
  /** Queuing twice with the same key queues once: a retried request, a second instance. */
  dedupeKey?: string | undefined;
}

/**
 * Queues a job with `db`: pass the transaction of the change that causes it, so the job
 * exists exactly when the change does (a crash loses neither, a rollback keeps neither).
 * Resolves to the job's id, or null when its `dedupeKey` was already queued.
 */
export async function enqueueJob<Payload>(
  db: Db,
  definition: JobDefinition<Payload>,
  payload: Payload,
  options: EnqueueOptions = {},
): Promise<string | null> {
  // A payload that does not fit is a bug in the caller: better now than at 3 a.m.
  const checked = definition.payload.safeParse(payload);
  if (!checked.success) throw new Error(`enqueueJob(${definition.kind}): ${checked.error.message}`);
  const row = await createJobsRepository(db).insert({
    kind: definition.kind,
    payload,
    maxAttempts: definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    label: options.label,
    runAt: options.runAt,
    dedupeKey: options.dedupeKey,
  });
  if (!row) return null;
  onCommit(db, announceJobQueued);
  return row.id;
}
