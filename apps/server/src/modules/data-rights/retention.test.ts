import { randomUUID } from 'node:crypto';
import type { RetentionSettings } from '@streamfront/contract';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  chatConversations,
  chatMessages,
  jobs,
  mailMessages,
} from '../../db/schema/index.ts';
import { useAdminTestApp } from '../../testing/admin-test-app.ts';
import { json } from '../../testing/test-app.ts';
import { applyRetention } from './retention.job.ts';

// An instance that schedules the sweeps: the daily retention is queued by the jobs layer.
const t = useAdminTestApp({ config: { subscriptionSweepMs: 60 * 60_000 } });
const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/** A conversation last used `days` ago, with one message: its id. */
async function conversation(days: number) {
  const [row] = await t.app.db
    .insert(chatConversations)
    .values({ sessionId: randomUUID(), startedAt: daysAgo(days), lastAt: daysAgo(days) })
    .returning({ id: chatConversations.id });
  await t.app.db
    .insert(chatMessages)
    .values({ conversationId: row!.id, sender: 'user', text: 'Hello', createdAt: daysAgo(days) });
  return row!.id;
}

/** A mail log entry written `days` ago: its id. */
async function mail(days: number) {
  const [row] = await t.app.db
    .insert(mailMessages)
    .values({
      to: 'someone@example.com',
      template: 'test',
      subject: 'Test',
      params: { adminName: 'Ada' },
      messageId: `<${randomUUID()}@test>`,
      state: 'sent',
      createdAt: daysAgo(days),
    })
    .returning({ id: mailMessages.id });
  return row!.id;
}

const remaining = async (ids: { chats: string[]; mails: string[] }) => ({
  chats: (
    await t.app.db
      .select({ id: chatConversations.id })
      .from(chatConversations)
      .where(inArray(chatConversations.id, ids.chats))
  ).map((row) => row.id),
  mails: (
    await t.app.db
      .select({ id: mailMessages.id })
      .from(mailMessages)
      .where(inArray(mailMessages.id, ids.mails))
  ).map((row) => row.id),
});

describe('data retention', () => {
  it('keeps a year by default, settable from 1 to 3650 days, audited', async () => {
    const read = await t.asAdmin('GET', '/api/admin/settings/retention');
    expect(read.statusCode, read.body).toBe(200);
    expect(json<{ data: RetentionSettings }>(read).data).toEqual({
      chatRetentionDays: 365,
      mailLogRetentionDays: 365,
    });
    for (const wrong of [0, 3651, 1.5]) {
      const refused = await t.asAdmin('PUT', '/api/admin/settings/retention', {
        chatRetentionDays: wrong,
        mailLogRetentionDays: 30,
      });
      expect(refused.statusCode).toBe(422);
      expect(json<{ errors: Record<string, string[]> }>(refused).errors).toHaveProperty(
        'chatRetentionDays',
      );
    }
    const saved = await t.asAdmin('PUT', '/api/admin/settings/retention', {
      chatRetentionDays: 400,
      mailLogRetentionDays: 365,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.retention'));
    expect(entry).toMatchObject({
      actorId: t.admin.user.id,
      before: { chatRetentionDays: 365 },
      after: { chatRetentionDays: 400 },
    });
  });

  it('removes the chat conversations and mail log entries older than the settings say', async () => {
    const settings = { chatRetentionDays: 30, mailLogRetentionDays: 90 };
    expect((await t.asAdmin('PUT', '/api/admin/settings/retention', settings)).statusCode).toBe(
      200,
    );
    const ids = {
      chats: [await conversation(45), await conversation(10)],
      mails: [await mail(120), await mail(45)],
    };
    const removed = await applyRetention(t.app);
    expect(removed.conversations).toBeGreaterThanOrEqual(1);
    expect(removed.mail).toBeGreaterThanOrEqual(1);
    expect(await remaining(ids)).toEqual({ chats: [ids.chats[1]], mails: [ids.mails[1]] });
    // The old conversation's messages went with it.
    const orphans = await t.app.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, ids.chats[0]!));
    expect(orphans).toEqual([]);
  });

  it('runs daily through the jobs layer, once a day across instances', async () => {
    await t.app.jobs.drain();
    const runs = await t.app.db
      .select({ state: jobs.state, dedupeKey: jobs.dedupeKey })
      .from(jobs)
      .where(eq(jobs.kind, 'data-rights.retention'));
    expect(runs).toEqual([
      {
        state: 'done',
        dedupeKey: `every:data-rights.retention:${DAY_MS}:${Math.floor(Date.now() / DAY_MS)}`,
      },
    ]);
  });
});
