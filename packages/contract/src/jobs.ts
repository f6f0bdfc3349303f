import { z } from 'zod';
import { IsoDateSchema, RecordIdsSchema, listSchema, okSchema } from './common.ts';
import { adminListQuerySchema } from './list.ts';

/**
 * Where a background job stands: waiting to run, being run, failed and waiting for its next
 * try, given up on after its last try (`dead`), or done.
 */
export const JOB_STATES = ['queued', 'running', 'failed', 'dead', 'done'] as const;
export const JobStateSchema = z.enum(JOB_STATES, 'Unknown job state');
export type JobState = z.infer<typeof JobStateSchema>;

export const JOB_STATE_LABELS: Record<JobState, string> = {
  queued: 'Queued',
  running: 'Running',
  failed: 'Failed, will retry',
  dead: 'Dead',
  done: 'Done',
};

/** What an admin sees of a job: never its payload, which may hold a customer's details. */
export const JobSchema = RecordIdsSchema.extend({
  kind: z.string(),
  label: z.string().nullable(),
  state: JobStateSchema,
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  runAt: IsoDateSchema,
  lastError: z.string().nullable(),
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
  finishedAt: IsoDateSchema.nullable(),
});
export type Job = z.infer<typeof JobSchema>;

export const JOB_SORT_KEYS = ['createdAt', 'runAt', 'updatedAt'] as const;

/** `q` searches the kind, the label and the last error. */
export const JobsQuerySchema = adminListQuerySchema(JOB_SORT_KEYS, '-createdAt', {
  state: JobStateSchema.optional(),
  kind: z.string().trim().max(100).optional(),
});
export type JobsQuery = z.infer<typeof JobsQuerySchema>;

export const JobsAnswerSchema = listSchema(JobSchema);
export type JobsAnswer = z.infer<typeof JobsAnswerSchema>;

/** How many jobs are in each state, and which kinds exist, for the page's filters. */
export const JobCountsSchema = z.object({
  states: z.record(JobStateSchema, z.number().int()),
  kinds: z.array(z.string()),
});
export type JobCounts = z.infer<typeof JobCountsSchema>;
export const JobCountsAnswerSchema = okSchema(JobCountsSchema);

export const JobAnswerSchema = okSchema(JobSchema);
export type JobAnswer = z.infer<typeof JobAnswerSchema>;

export const JOB_NOT_FOUND = 'Job not found';
/** Retry takes a failed or dead job; discard takes one that has not run to its end. */
export const JOB_NOT_RETRYABLE = 'Only a failed or dead job can be retried';
export const JOB_NOT_DISCARDABLE = 'Only a queued, failed or dead job can be discarded';
