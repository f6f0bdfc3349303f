import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { defineJob } from '../../jobs/define-job.ts';
import { compensateJob } from './compensation.service.ts';
import { sweepSubscriptions } from './sweep.ts';

/**
 * Reminders and expiries as a scheduled job: one pass per interval across all instances. A
 * pass that fails is tried again within the interval; a second pass of the same moment
 * changes nothing (each reminder and each end is claimed once in the database).
 */
export const subscriptionSweepJob = defineJob<Record<string, never>>({
  kind: 'subscriptions.sweep',
  payload: z.object({}).strict(),
  maxAttempts: 3,
  retryDelaysMs: [10_000, 60_000],
  async run(_payload, { app }) {
    const result = await sweepSubscriptions(app);
    app.log.debug({ result }, 'subscription sweep done');
  },
});

/**
 * Every `everyMs` (SUBSCRIPTION_SWEEP_MS); 0: this instance schedules none but runs any. And
 * this instance runs compensations ("Extend subscriptions").
 */
export const subscriptionSweepPlugin = fp(
  async (app: FastifyInstance, { everyMs }: { everyMs: number }) => {
    if (everyMs > 0) app.jobs.every(subscriptionSweepJob, everyMs, {});
    else app.jobs.define(subscriptionSweepJob);
    app.jobs.define(compensateJob);
  },
  { name: 'subscription-sweep', dependencies: ['jobs'] },
);
