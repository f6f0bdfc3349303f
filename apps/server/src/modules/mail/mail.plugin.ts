import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendMailJob } from './send-mail.job.ts';

/** This instance sends queued mail (the job that `queueMail` queues). */
export const mailJobsPlugin = fp(
  async (app: FastifyInstance) => {
    app.jobs.define(sendMailJob);
  },
  { name: 'mail-jobs', dependencies: ['jobs', 'mail', 'secrets'] },
);
