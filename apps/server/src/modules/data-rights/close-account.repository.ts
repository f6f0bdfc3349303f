import { and, eq, inArray, isNotNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  auditLog,
  chatConversations,
  chatUnanswered,
  contentReports,
  dataExports,
  emailVerifications,
  invoices,
  jobs,
  mailMessages,
  notifications,
  orderStatusEvents,
  orders,
  passwordResets,
  queries,
  recoveryCodes,
  sentNotifications,
  sessions,
  subscriptionAccess,
  trials,
  userColumns,
  users,
  vodRequesters,
  webhookDeliveries,
  type UserRow,
} from '../../db/schema/index.ts';

/** A person as the product names them: their own, and what a closed account's becomes. */
export interface Identity {
  name: string;
  email: string;
}

type Json = unknown;

/** `text` with every `from` replaced by `to`, in SQL; the column unchanged where it is null. */
const replaced = (column: AnyColumn | SQL, from: string, to: string): SQL =>
  sql`replace(${column}, ${from}, ${to})`;
/** A jsonb column with every `from` in its text replaced by `to` (both already JSON-escaped). */
const replacedJson = (column: AnyColumn, from: string, to: string): SQL =>
  sql`replace(${column}::text, ${from}, ${to})::jsonb`;
const holds = (column: AnyColumn | SQL, text: string): SQL =>
  sql`position(${text} in ${column}) > 0`;
/** Rows whose address column is one of `emails`, in any case. */
const anyAddress = (column: AnyColumn, emails: string[]): SQL =>
  inArray(
    sql`lower(${column})`,
    emails.map((email) => email.toLowerCase()),
  );
/** A string as it stands inside a JSON text, without its quotes. */
const inJson = (text: string) => JSON.stringify(text).slice(1, -1);

/**
 * Replaces, in a stored summary (an audit entry's before or after), every string that is or
 * holds the old email by the new one, and the old name likewise when `withName`; and drops
 * `dropKeys` (personal text: a reply's body). With `ownFields` (an entry about the account
 * itself) every `name` and `email` becomes the placeholder's: earlier names and addresses too.
 */
export function scrubbed(
  value: Json,
  old: Identity,
  placeholder: Identity,
  options: { withName: boolean; dropKeys: readonly string[]; ownFields?: boolean },
): Json {
  const walk = (node: Json): Json => {
    if (typeof node === 'string') {
      let text = node.replaceAll(old.email, placeholder.email);
      if (options.withName && old.name) text = text.replaceAll(old.name, placeholder.name);
      return text;
    }
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object') {
      return Object.fromEntries(
        Object.entries(node)
          .filter(([key]) => !options.dropKeys.includes(key))
          .map(([key, child]) =>
            options.ownFields && (key === 'name' || key === 'email') && typeof child === 'string'
              ? [key, placeholder[key]]
              : [key, walk(child)],
          ),
      );
    }
    return node;
  };
  return walk(value);
}

/**
 * All SQL of closing an account (decision 060): the account's identity replaced, and what the
 * product holds about the person removed, or kept with the name and email replaced where
 * the business must keep it. Every statement takes the closing's transaction.
 */
export function createClosureRepository(db: Db) {
  return {
    async lockUser(userId: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select(userColumns)
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      return row;
    },

    /**
     * The account keeps its id (orders and invoices point at it) under the placeholder name
     * and email, which frees the address for a new account; it can no longer sign in.
     */
    async replaceIdentity(userId: string, placeholder: Identity, passwordHash: string, now: Date) {
      const [row] = await db
        .update(users)
        .set({
          name: placeholder.name,
          email: placeholder.email,
          passwordHash,
          photo: null,
          photoImage: null,
          photoMime: null,
          photoVersion: null,
          disabled: true,
          closedAt: now,
          mailReminders: false,
          mailNews: false,
          locale: null,
          timeZone: null,
          emailVerifiedAt: null,
          totpSecret: null,
          totpEnabledAt: null,
          totpLastStep: null,
          updatedAt: now,
        })
        .where(eq(users.id, userId))
        .returning(userColumns);
      return row!;
    },

    async orderIds(userId: string): Promise<string[]> {
      const rows = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
      return rows.map((row) => row.id);
    },

    /** The person's orders still waiting for payment or running: the closing ends them. */
    async openOrderIds(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.userId, userId), inArray(orders.status, ['pending', 'active'])));
      return rows.map((row) => row.id);
    },

    /**
     * Every address the person used: the account's, the ones verification links went to (an
     * address changed since), and those the mail log wrote to for the account.
     */
    async addressesOf(userId: string, email: string): Promise<string[]> {
      const linked = await db
        .select({ email: emailVerifications.email })
        .from(emailVerifications)
        .where(eq(emailVerifications.userId, userId));
      const mailed = await db
        .select({ email: mailMessages.to })
        .from(mailMessages)
        .where(eq(mailMessages.userId, userId));
      const all = [email, ...linked.map((row) => row.email), ...mailed.map((row) => row.email)];
      return [...new Set(all.map((address) => address.toLowerCase()))];
    },

    async trialKey(userId: string) {
      const [row] = await db
        .select({ id: trials.id, emailKey: trials.emailKey })
        .from(trials)
        .where(eq(trials.userId, userId));
      return row;
    },

    async setTrialKey(id: string, emailKey: string) {
      await db.update(trials).set({ emailKey }).where(eq(trials.id, id));
    },

    /** Secrets and proofs of the account: recovery codes, reset and verification links, exports. */
    async removeCredentials(userId: string) {
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await db.delete(passwordResets).where(eq(passwordResets.userId, userId));
      await db.delete(emailVerifications).where(eq(emailVerifications.userId, userId));
      await db.delete(dataExports).where(eq(dataExports.userId, userId));
    },

    /** The sessions are revoked already; where and with what they signed in goes too. */
    async forgetSessionDetails(userId: string) {
      await db
        .update(sessions)
        .set({ address: null, userAgent: null })
        .where(eq(sessions.userId, userId));
    },

    /** The person's notifications, and the admins' history of what was sent to them alone. */
    async removeNotifications(userId: string) {
      await db.delete(notifications).where(eq(notifications.recipientId, userId));
      await db.delete(sentNotifications).where(eq(sentNotifications.recipientId, userId));
    },

    /** Questions asked signed in, and messages sent from the address, with the name each gave. */
    questions(userId: string, emails: string[]) {
      return db
        .select({ id: queries.id, name: queries.name })
        .from(queries)
        .where(or(eq(queries.userId, userId), anyAddress(queries.email, emails)));
    },

    async removeQuestions(ids: string[]) {
      if (ids.length === 0) return;
      await db.delete(queries).where(inArray(queries.id, ids));
    },

    /**
     * The admins' notices about the person's questions, which quote their name and words: the
     * ones that link to a removed question, and the inbox's "new question" and hand-over
     * notices that begin with a name the person gave (`Name: subject`, `Name (…) …`).
     */
    async removeQuestionNotices(ids: string[], names: string[]) {
      // `or()` of nothing is no condition at all: that would be every notification.
      if (ids.length === 0 && names.length === 0) return;
      const links = ids.map((id) => `/admin/queries?query=${id}`);
      const startsWith = (prefix: string) =>
        sql`left(${notifications.message}, ${prefix.length}) = ${prefix}`;
      await db
        .delete(notifications)
        .where(
          or(
            links.length > 0 ? inArray(notifications.link, links) : undefined,
            names.length > 0
              ? and(
                  sql`${notifications.link} like '/admin/queries%'`,
                  or(
                    ...names.flatMap((name) => [startsWith(`${name}: `), startsWith(`${name} (`)]),
                  ),
                )
              : undefined,
          ),
        );
    },

    /** Conversations with the assistant signed in, or handed over from the address. */
    async removeConversations(userId: string, emails: string[]) {
      const rows = await db
        .select({ id: chatConversations.id })
        .from(chatConversations)
        .where(
          or(
            eq(chatConversations.userId, userId),
            anyAddress(chatConversations.handoverEmail, emails),
          ),
        );
      const ids = rows.map((row) => row.id);
      if (ids.length === 0) return 0;
      // The questions the assistant could not answer, as the person typed them.
      await db.delete(chatUnanswered).where(inArray(chatUnanswered.conversationId, ids));
      await db.delete(chatConversations).where(inArray(chatConversations.id, ids));
      return ids.length;
    },

    /**
     * VOD wishes and content reports stay as what they are about (a title asked for, a channel
     * that failed), counted as before; who sent them goes: a placeholder address, no note.
     */
    async anonymiseRequests(
      userId: string,
      emails: string[],
      old: Identity,
      placeholder: Identity,
    ) {
      await db
        .update(vodRequesters)
        .set({ email: sql`'closed-' || ${vodRequesters.id} || '@closed.invalid'`, note: null })
        .where(or(eq(vodRequesters.userId, userId), anyAddress(vodRequesters.email, emails)));
      let details: SQL = replaced(contentReports.details, old.name, placeholder.name);
      for (const email of emails) details = replaced(details, email, placeholder.email);
      await db
        .update(contentReports)
        .set({ email: placeholder.email, details })
        .where(or(eq(contentReports.userId, userId), anyAddress(contentReports.email, emails)));
    },

    /** The mail log's messages to the person; resolves to their ids (for the audit log). */
    async removeMail(userId: string, emails: string[]): Promise<string[]> {
      const rows = await db
        .delete(mailMessages)
        .where(or(eq(mailMessages.userId, userId), anyAddress(mailMessages.to, emails)))
        .returning({ id: mailMessages.id });
      return rows.map((row) => row.id);
    },

    /**
     * Orders and invoices are kept for the legal period (the finance figures read them), with
     * the buyer's name and email replaced and the billing address dropped; the admins' notes
     * on them keep their words, the name and email replaced.
     */
    async anonymiseOrders(orderIds: string[], old: Identity, placeholder: Identity) {
      if (orderIds.length === 0) return;
      const fix = (column: AnyColumn) =>
        replaced(replaced(column, old.email, placeholder.email), old.name, placeholder.name);
      await db
        .update(orders)
        .set({ billingAddress: null, note: fix(orders.note), paymentNote: fix(orders.paymentNote) })
        .where(inArray(orders.id, orderIds));
      await db
        .update(orderStatusEvents)
        .set({ note: fix(orderStatusEvents.note) })
        .where(
          and(inArray(orderStatusEvents.orderId, orderIds), isNotNull(orderStatusEvents.note)),
        );
      await db
        .update(invoices)
        .set({
          buyer: sql`${invoices.buyer} || ${JSON.stringify({
            name: placeholder.name,
            email: placeholder.email,
            address: '',
          })}::jsonb`,
        })
        .where(inArray(invoices.orderId, orderIds));
    },

    /** The access has ended: its sealed password and activation code are of no more use. */
    async dropAccessSecrets(userId: string) {
      await db
        .update(subscriptionAccess)
        .set({ passwordSealed: null, activationCodeSealed: null })
        .where(eq(subscriptionAccess.userId, userId));
    },

    /** Deliveries of subscription events sent before now name the placeholder as the customer. */
    async anonymiseDeliveries(userId: string, placeholder: Identity) {
      await db
        .update(webhookDeliveries)
        .set({
          payload: sql`jsonb_set(${webhookDeliveries.payload}, '{data,customer}', ${JSON.stringify({
            id: userId,
            ...placeholder,
          })}::jsonb)`,
        })
        .where(sql`${webhookDeliveries.payload} -> 'data' -> 'customer' ->> 'id' = ${userId}`);
    },

    /**
     * An address of the person, wherever else it is written: a delivery's payload or a
     * receiver's answer, a job's label ("Payment received to …") or error, an admin's notice
     * (a mail given up, a hand-over). The placeholder's address takes its place.
     */
    async replaceAddress(old: Identity, placeholder: Identity) {
      const [from, to] = [inJson(old.email), inJson(placeholder.email)];
      const text = (column: AnyColumn) => replaced(column, old.email, placeholder.email);
      await db
        .update(webhookDeliveries)
        .set({
          payload: replacedJson(webhookDeliveries.payload, from, to),
          responseBody: text(webhookDeliveries.responseBody),
          lastError: text(webhookDeliveries.lastError),
        })
        .where(
          or(
            holds(sql`${webhookDeliveries.payload}::text`, from),
            holds(webhookDeliveries.responseBody, old.email),
            holds(webhookDeliveries.lastError, old.email),
          ),
        );
      await db
        .update(jobs)
        .set({
          payload: replacedJson(jobs.payload, from, to),
          label: text(jobs.label),
          lastError: text(jobs.lastError),
        })
        .where(
          or(
            holds(sql`${jobs.payload}::text`, from),
            holds(jobs.label, old.email),
            holds(jobs.lastError, old.email),
          ),
        );
      await db
        .update(notifications)
        .set({ title: text(notifications.title), message: text(notifications.message) })
        .where(or(holds(notifications.title, old.email), holds(notifications.message, old.email)));
    },

    /**
     * Audit entries about the person's account, orders, questions and mail, and any that holds
     * their address: read here, for `scrubbed` to rewrite.
     */
    async auditEntries(about: {
      userId: string;
      orderIds: string[];
      questionIds: string[];
      mailIds: string[];
      emails: string[];
    }) {
      const of = (type: string, ids: string[]) =>
        ids.length > 0
          ? and(eq(auditLog.entityType, type), inArray(auditLog.entityId, ids))
          : undefined;
      const text = sql`coalesce(${auditLog.before}::text, '') || coalesce(${auditLog.after}::text, '')`;
      return db
        .select({
          id: auditLog.id,
          entityType: auditLog.entityType,
          entityId: auditLog.entityId,
          before: auditLog.before,
          after: auditLog.after,
        })
        .from(auditLog)
        .where(
          or(
            of('user', [about.userId]),
            of('order', about.orderIds),
            of('query', about.questionIds),
            of('mail', about.mailIds),
            ...about.emails.map((email) => holds(text, inJson(email))),
          ),
        );
    },

    async rewriteAudit(
      id: string,
      before: Record<string, unknown> | null,
      after: Record<string, unknown> | null,
    ) {
      await db.update(auditLog).set({ before, after }).where(eq(auditLog.id, id));
    },
  };
}

export type ClosureRepository = ReturnType<typeof createClosureRepository>;
