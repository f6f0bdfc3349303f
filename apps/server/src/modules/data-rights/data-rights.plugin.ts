import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { dataExportJob } from './export.job.ts';
import { retentionJob } from './retention.job.ts';

const DAY_MS = 86_400_000;

/**
 * The data rights' background work (decision 060): exports on request, and the retention
 * daily when `schedule` (an instance that schedules the sweeps); without, this instance runs
 * a retention another queued but schedules none.
 */
export const dataRightsPlugin = fp(
  async (app: FastifyInstance, { schedule }: { schedule: boolean }) => {
    app.jobs.define(dataExportJob);
    if (schedule) app.jobs.every(retentionJob, DAY_MS, {});
    else app.jobs.define(retentionJob);
  },
  { name: 'data-rights', dependencies: ['jobs'] },
);
