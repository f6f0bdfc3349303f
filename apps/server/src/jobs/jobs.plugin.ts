import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { defineJob, type JobDefinition } from './define-job.ts';
import { createJobsRepository } from './jobs.repository.ts';
import { JobWorker } from './worker.ts';

export interface Jobs {
  /** Makes this instance able to run jobs of `definition`'s kind. Before the app is ready. */
  define<Payload>(definition: JobDefinition<Payload>): void;
  /**
   * Queues `definition`'s job once every `everyMs` across all instances (each interval's job
   * has a key of its own), and defines it. Before the app is ready.
   */
  every<Payload>(definition: JobDefinition<Payload>, everyMs: number, payload: Payload): void;
  /** Runs every due job now and waits for them: tests, and calls that must see the outcome. */
  drain(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

interface JobsOptions {
  /** Jobs run at once on this instance; 0 runs none (they are still queued). */
  concurrency: number;
  pollMs: number;
  leaseMs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Finished jobs are kept this long, for the admins' page and for their dedupe keys. */
const KEEP_DONE_MS = 7 * DAY_MS;

/** Removes finished jobs past `KEEP_DONE_MS`: the jobs layer's own housekeeping. */
const purgeDoneJobs = defineJob<Record<string, never>>({
  kind: 'jobs.purge-done',
  payload: z.object({}).strict(),
  transactional: true,
  async run(_payload, { db }) {
    await createJobsRepository(db).purgeDone(new Date(Date.now() - KEEP_DONE_MS));
  },
});

/**
 * The one way to run work after an answer (DESIGN §6): `app.jobs` defines kinds and
 * schedules, `enqueueJob(tx, …)` queues one in the caller's transaction, and this instance's
 * worker runs them from when the app is ready until it closes (decision 040).
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance, options: JobsOptions) => {
    const worker = new JobWorker(
      app,
      {
        concurrency: options.concurrency,
        pollMs: options.pollMs,
        leaseMs: options.leaseMs,
        // Inside main.ts's 10 s for the whole shutdown.
        shutdownGraceMs: 5_000,
      },
      async (job) => {
        await app.notify.adminsAfterSave({
          type: 'error',
          title: 'A background job failed',
          message: `${job.label ?? job.kind} failed ${job.attempts} times and was given up: ${
            job.lastError ?? 'no error given'
          }`.slice(0, 500),
          link: `/admin/jobs?state=dead`,
        });
      },
    );

    const jobs: Jobs = {
      define: (definition) => worker.define(definition as JobDefinition<unknown>),
      every(definition, everyMs, payload) {
        worker.define(definition as JobDefinition<unknown>);
        worker.every(definition as JobDefinition<unknown>, everyMs, payload);
      },
      drain: () => worker.drain(),
    };
    app.decorate('jobs', jobs);
    jobs.every(purgeDoneJobs, DAY_MS, {});

    if (!worker.runs) return;
    app.addHook('onReady', async () => {
      // The embedded database opens in one process only: whatever it left running was cut
      // off by a crash, and waiting for its lease would only delay it.
      if (app.database.kind === 'pglite') {
        const released = await createJobsRepository(app.db).releaseAllRunning();
        if (released > 0) app.log.warn({ released }, 'jobs cut off by the last stop run again');
      }
      worker.start();
    });
    app.addHook('onClose', async () => {
      await worker.stop();
    });
  },
  { name: 'jobs', dependencies: ['database', 'notify'] },
);
