import type { MailLogQuery, MailMessage, MailTemplate } from '@streamfront/contract';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countAll, orderFor, pageOf, searchAny } from '../../db/list-query.ts';
import { mailMessages, users, type MailMessageRow } from '../../db/schema/index.ts';

const MAX_ERROR_LENGTH = 1_000;
const sortColumns = { createdAt: mailMessages.createdAt, sentAt: mailMessages.sentAt };

export interface NewMailMessage {
  to: string;
  userId: string | null;
  orderId: string | null;
  template: MailTemplate;
  subject: string;
  params: Record<string, unknown>;
  sealed: string | null;
  messageId: string;
}

export function toMailMessage(row: MailMessageRow): MailMessage {
  return {
    _id: row.id,
    id: row.id,
    to: row.to,
    template: row.template,
    subject: row.subject,
    state: row.state,
    attempts: row.attempts,
    lastError: row.lastError,
    orderId: row.orderId,
    secret: row.secret,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** All SQL of the mail log, and of the mail preferences kept on the account. */
export function createMailRepository(db: Db) {
  return {
    async insert(message: NewMailMessage): Promise<MailMessageRow> {
      const [row] = await db
        .insert(mailMessages)
        .values({ ...message, secret: message.sealed !== null })
        .returning();
      return row!;
    },

    async find(id: string): Promise<MailMessageRow | undefined> {
      const [row] = await db.select().from(mailMessages).where(eq(mailMessages.id, id));
      return row;
    },

    /** Accepted by the mail server: the secret it carried is forgotten. */
    async markSent(id: string) {
      await db
        .update(mailMessages)
        .set({
          state: 'sent',
          sentAt: sql`now()`,
          attempts: sql`${mailMessages.attempts} + 1`,
          lastError: null,
          sealed: null,
        })
        .where(eq(mailMessages.id, id));
    },

    /** A try that failed: `failed` while tries are left, `dead` after the last. */
    async markFailed(id: string, error: string, last: boolean) {
      await db
        .update(mailMessages)
        .set({
          state: last ? 'dead' : 'failed',
          attempts: sql`${mailMessages.attempts} + 1`,
          lastError:
            error.length > MAX_ERROR_LENGTH ? `${error.slice(0, MAX_ERROR_LENGTH - 1)}…` : error,
          // A secret that will never be sent is not kept either.
          ...(last ? { sealed: null } : {}),
        })
        .where(eq(mailMessages.id, id));
    },

    /** An admin's resend of a failed or dead message: queued again with its tries reset. */
    async requeue(id: string): Promise<MailMessageRow | undefined> {
      const [row] = await db
        .update(mailMessages)
        .set({ state: 'queued', attempts: 0, lastError: null })
        .where(
          and(
            eq(mailMessages.id, id),
            inArray(mailMessages.state, ['failed', 'dead']),
            eq(mailMessages.secret, false),
          ),
        )
        .returning();
      return row;
    },

    async list(query: MailLogQuery) {
      const where = and(
        ...([
          query.state ? eq(mailMessages.state, query.state) : undefined,
          query.template ? eq(mailMessages.template, query.template) : undefined,
          query.orderId ? eq(mailMessages.orderId, query.orderId) : undefined,
          searchAny(query.q, [mailMessages.to, mailMessages.subject]),
        ] satisfies (SQL | undefined)[]),
      );
      return pageOf(
        query,
        ({ limit, offset }) =>
          db
            .select()
            .from(mailMessages)
            .where(where)
            .orderBy(...orderFor(query.sort, sortColumns, mailMessages.id))
            .limit(limit)
            .offset(offset),
        () => db.select({ total: countAll }).from(mailMessages).where(where),
      );
    },

    /** The mail that went out about one order, oldest first: its timeline shows them. */
    async forOrder(orderId: string): Promise<MailMessageRow[]> {
      return db
        .select()
        .from(mailMessages)
        .where(eq(mailMessages.orderId, orderId))
        .orderBy(mailMessages.createdAt, mailMessages.id);
    },

    /** The account's mail preferences and where it reads: language and time zone. */
    async recipient(userId: string) {
      const [row] = await db
        .select({
          email: users.email,
          reminders: users.mailReminders,
          news: users.mailNews,
          locale: users.locale,
          timeZone: users.timeZone,
          closedAt: users.closedAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    async setPreferences(userId: string, preferences: { reminders?: boolean; news?: boolean }) {
      const [row] = await db
        .update(users)
        .set({
          ...(preferences.reminders !== undefined ? { mailReminders: preferences.reminders } : {}),
          ...(preferences.news !== undefined ? { mailNews: preferences.news } : {}),
        })
        .where(eq(users.id, userId))
        .returning({ email: users.email, reminders: users.mailReminders, news: users.mailNews });
      return row;
    },
  };
}
