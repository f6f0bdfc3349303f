import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { auditLog } from '../db/schema/index.ts';
import { defineJob } from '../jobs/define-job.ts';
import { enqueueJob } from '../jobs/enqueue.ts';

/**
 * The real server with one slow job of its own, for the test that kills a server in the
 * middle of a job (jobs.crash.test.ts). It queues the job `TEST_JOB_KEY` once (a restart finds
 * it queued), and says on standard output when a try starts and when the job is done.
 */
const key = process.env.TEST_JOB_KEY ?? 'crash-test';
const config = {
  ...loadConfig(),
  jobLeaseMs: Number(process.env.TEST_JOB_LEASE_MS ?? 30_000),
  jobPollMs: 200,
};
const app = await buildApp(config);

const slowEffect = defineJob<{ key: string }>({
  kind: 'test.slow-effect',
  payload: z.object({ key: z.string() }),
  transactional: true,
  async run(payload, { db, job }) {
    await db.insert(auditLog).values({
      actorId: null,
      action: 'test.job-effect',
      entityType: 'test',
      entityId: payload.key,
    });
    process.stdout.write(`job try ${job.attempt} started\n`);
    await sleep(Number(process.env.TEST_JOB_SLOW_MS ?? 3_000));
  },
});
app.jobs.define(slowEffect);
app.addHook('onReady', async () => {
  await enqueueJob(app.db, slowEffect, { key }, { dedupeKey: `crash-test:${key}` });
});
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port: config.port, host: config.host });
const { port } = app.server.address() as AddressInfo;
process.stdout.write(`is serving http://127.0.0.1:${port}\n`);
