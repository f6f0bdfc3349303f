import type { Job, JobState } from '@streamfront/contract';
import type { BadgeTone } from '@/components/ui/badge';

export const JOB_STATE_TONES: Record<JobState, BadgeTone> = {
  queued: 'slate',
  running: 'brand',
  failed: 'amber',
  dead: 'red',
  done: 'green',
};

/** What the server lets an admin do to a job in each state (409 otherwise). */
export const canRetry = (job: Job) => job.state === 'failed' || job.state === 'dead';
export const canDiscard = (job: Job) =>
  job.state === 'queued' || job.state === 'failed' || job.state === 'dead';

/** The job as an admin names it: its label, or its kind when it has none. */
export const jobName = (job: Job) => job.label ?? job.kind;
