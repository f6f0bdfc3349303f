import {
  CacheBustSchema,
  IdParamsSchema,
  JOB_NOT_DISCARDABLE,
  JOB_NOT_FOUND,
  JOB_NOT_RETRYABLE,
  JobAnswerSchema,
  JobCountsAnswerSchema,
  JobsAnswerSchema,
  JobsQuerySchema,
  errorAnswers,
  type Job,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { JobRow } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { announceJobQueued } from '../../jobs/wake.ts';
import { createJobsRepository } from '../../jobs/jobs.repository.ts';
import { conflict, notFound } from '../../plugins/http-errors.ts';
import { recordAudit } from '../audit-log/audit.ts';

const tags = ['admin: jobs'];

type JobsRepository = ReturnType<typeof createJobsRepository>;

function toJob(row: JobRow): Job {
  return {
    _id: row.id,
    id: row.id,
    kind: row.kind,
    label: row.label,
    state: row.state,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    runAt: row.runAt.toISOString(),
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** What the audit log keeps of a job: what it was and where it stood, never its payload. */
const jobSummary = (row: JobRow) => ({
  kind: row.kind,
  label: row.label,
  state: row.state,
  attempts: row.attempts,
  lastError: row.lastError,
});

/**
 * The background work admins watch (DESIGN §4 "jobs"): the list with its states, a retry
 * for a job that failed or died, a discard for one that should not run. Registered inside
 * the admin scope, whose hook has already checked the role.
 */
export async function adminJobsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = createJobsRepository(app.db);

  r.get(
    '/jobs',
    {
      schema: {
        tags,
        querystring: JobsQuerySchema,
        response: { 200: JobsAnswerSchema, ...errorAnswers(401, 403, 422) },
      },
    },
    async (request) => {
      const { items, total } = await repo.list(request.query);
      const { page, pageSize } = request.query;
      return { success: true as const, data: items.map(toJob), meta: { page, pageSize, total } };
    },
  );

  r.get(
    '/jobs/counts',
    {
      schema: {
        tags,
        querystring: CacheBustSchema,
        response: { 200: JobCountsAnswerSchema, ...errorAnswers(401, 403, 422) },
      },
    },
    async () => ({ success: true as const, data: await repo.counts() }),
  );

  /**
   * Retry or discard one job: 404 when there is none, 409 when its state forbids the change,
   * and the audit row in the change's transaction. `change` answers the row as it now stands
   * (retry) or as it was removed (discard), or nothing when the state forbade it.
   */
  async function changeJob(
    request: { params: { id: string }; auth: { userId: string } | null },
    action: 'job.retry' | 'job.discard',
    refusal: string,
    change: (jobs: JobsRepository, id: string) => Promise<JobRow | undefined>,
  ) {
    return inTransaction(app.db, async (tx) => {
      const jobs = createJobsRepository(tx);
      const before = await jobs.findById(request.params.id);
      if (!before) throw notFound(JOB_NOT_FOUND);
      const after = await change(jobs, before.id);
      if (!after) throw conflict(refusal);
      const removed = action === 'job.discard';
      await recordAudit(tx, {
        actorId: request.auth!.userId,
        action,
        entityType: 'job',
        entityId: after.id,
        before: jobSummary(removed ? after : before),
        after: removed ? null : jobSummary(after),
        ...(removed ? {} : { keep: ['kind', 'label'] }),
      });
      return after;
    });
  }

  const changeSchema = {
    tags,
    params: IdParamsSchema,
    response: { 200: JobAnswerSchema, ...errorAnswers(401, 403, 404, 409, 422) },
  };

  r.post('/jobs/:id/retry', { schema: changeSchema }, async (request) => {
    const row = await changeJob(request, 'job.retry', JOB_NOT_RETRYABLE, (jobs, id) =>
      jobs.retry(id),
    );
    announceJobQueued();
    return { success: true as const, data: toJob(row) };
  });

  r.post('/jobs/:id/discard', { schema: changeSchema }, async (request) => {
    const row = await changeJob(request, 'job.discard', JOB_NOT_DISCARDABLE, (jobs, id) =>
      jobs.discard(id),
    );
    return { success: true as const, data: toJob(row) };
  });
}
