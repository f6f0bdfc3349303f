import { randomUUID } from 'node:crypto';
import type { Job, JobCounts } from '@streamfront/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { auditLog, jobs } from '../../db/schema/index.ts';
import { defineJob } from '../../jobs/define-job.ts';
import { enqueueJob } from '../../jobs/enqueue.ts';
import { bearer, json, loginAsAdmin, registerUser } from '../../testing/test-app.ts';
import { useTestApp } from '../../testing/use-test-app.ts';

type List = { data: Job[]; meta: { total: number } };

describe('the admins’ jobs page', () => {
  const test = useTestApp();
  let admin: { token: string; user: { id: string } };
  let healthy = false;
  const webhook = defineJob<{ to: string }>({
    kind: 'test.webhook',
    payload: z.object({ to: z.string() }),
    maxAttempts: 2,
    retryDelaysMs: [0],
    async run({ to }) {
      if (!healthy) throw new Error(`connect ECONNREFUSED ${to}`);
    },
  });

  beforeAll(async () => {
    admin = await loginAsAdmin(test.app);
    test.app.jobs.define(webhook);
  });

  const call = (method: 'GET' | 'POST', url: string, token = admin.token) =>
    test.app.inject({ method, url, headers: bearer(token) });

  const deadJob = async () => {
    healthy = false;
    const id = await enqueueJob(
      test.app.db,
      webhook,
      { to: '10.0.0.9:443' },
      {
        label: `Webhook ${randomUUID()}`,
      },
    );
    await vi.waitFor(async () => {
      const [row] = await test.app.db.select().from(jobs).where(eq(jobs.id, id!));
      expect(row?.state).toBe('dead');
    });
    return id!;
  };

  it('lists dead jobs with their last error, filtered by state and kind, and counts them', async () => {
    const id = await deadJob();
    const res = await call('GET', '/api/admin/jobs?state=dead&kind=test.webhook');
    expect(res.statusCode).toBe(200);
    const list = json<List>(res);
    expect(list.data.find((job) => job.id === id)).toMatchObject({
      state: 'dead',
      attempts: 2,
      maxAttempts: 2,
      lastError: 'connect ECONNREFUSED 10.0.0.9:443',
    });
    expect(list.data.every((job) => job.state === 'dead' && job.kind === 'test.webhook')).toBe(
      true,
    );
    const counts = json<{ data: JobCounts }>(await call('GET', '/api/admin/jobs/counts')).data;
    expect(counts.states.dead).toBeGreaterThanOrEqual(1);
    expect(counts.kinds).toContain('test.webhook');
  });

  it('retries a dead job with all its tries again, audited', async () => {
    const id = await deadJob();
    healthy = true;
    const res = await call('POST', `/api/admin/jobs/${id}/retry`);
    expect(res.statusCode).toBe(200);
    expect(json<{ data: Job }>(res).data).toMatchObject({ state: 'queued', attempts: 0 });
    await vi.waitFor(async () => {
      const [row] = await test.app.db.select().from(jobs).where(eq(jobs.id, id));
      expect(row).toMatchObject({ state: 'done', attempts: 1 });
    });
    const [entry] = await test.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'job.retry')));
    expect(entry).toMatchObject({ actorId: admin.user.id, entityType: 'job' });
    expect(entry!.after).toMatchObject({ state: 'queued', attempts: 0 });
    // A done job cannot be retried again.
    expect((await call('POST', `/api/admin/jobs/${id}/retry`)).statusCode).toBe(409);
  });

  it('discards a dead job, audited, and answers 404 after', async () => {
    const id = await deadJob();
    const res = await call('POST', `/api/admin/jobs/${id}/discard`);
    expect(res.statusCode).toBe(200);
    expect(await test.app.db.select().from(jobs).where(eq(jobs.id, id))).toEqual([]);
    const [entry] = await test.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'job.discard')));
    expect(entry).toMatchObject({ actorId: admin.user.id, after: null });
    expect((await call('POST', `/api/admin/jobs/${id}/discard`)).statusCode).toBe(404);
    expect((await call('POST', `/api/admin/jobs/${id}/retry`)).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const customer = await registerUser(test.app);
    expect((await call('GET', '/api/admin/jobs', customer.token)).statusCode).toBe(403);
    expect((await test.app.inject({ method: 'GET', url: '/api/admin/jobs' })).statusCode).toBe(401);
  });
});
