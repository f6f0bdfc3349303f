import {
  and,
  asc,
  desc,
  eq,
  inArray,
  isNotNull,
  lt,
  lte,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  chatConversations,
  chatMessages,
  contentReports,
  dataExports,
  invoices,
  mailMessages,
  notifications,
  orderStatusEvents,
  orders,
  queries,
  queryMessages,
  sessions,
  subscriptionAccess,
  trials,
  userColumns,
  users,
  vodRequesters,
  vodRequests,
  type DataExportRow,
} from '../../db/schema/index.ts';

/** Rows whose text column holds this address, in any case: what was sent or written from it. */
const sameAddress = (column: AnyColumn, email: string): SQL =>
  sql`lower(${column}) = lower(${email})`;

/**
 * All SQL of the data exports (decision 060): the `data_exports` rows, and the reads that
 * gather everything the product holds about one person for the file.
 */
export function createExportRepository(db: Db) {
  return {
    /** Holds the account's row until commit: two requests at once are counted one after the other. */
    async lockAccount(userId: string) {
      const [row] = await db
        .select({ id: users.id, closedAt: users.closedAt })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      return row;
    },

    async insert(userId: string, includeSecrets: boolean): Promise<DataExportRow> {
      const [row] = await db.insert(dataExports).values({ userId, includeSecrets }).returning();
      return row!;
    },

    /** The person's latest exports, newest first. */
    list(userId: string, limit: number): Promise<DataExportRow[]> {
      return db
        .select()
        .from(dataExports)
        .where(eq(dataExports.userId, userId))
        .orderBy(desc(dataExports.requestedAt))
        .limit(limit);
    },

    /** One of the person's exports; undefined for anyone else's. */
    async mine(userId: string, id: string): Promise<DataExportRow | undefined> {
      const [row] = await db
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)));
      return row;
    },

    async find(id: string): Promise<DataExportRow | undefined> {
      const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
      return row;
    },

    /** Stores the prepared file once; false when it was prepared already (a job run again). */
    async markReady(id: string, content: unknown, readyAt: Date, expiresAt: Date) {
      const rows = await db
        .update(dataExports)
        .set({ content, readyAt, expiresAt })
        .where(and(eq(dataExports.id, id), sql`${dataExports.readyAt} is null`))
        .returning({ id: dataExports.id });
      return rows.length > 0;
    },

    /** Drops the content of the files past their time, and the rows asked for before `before`. */
    async sweep(now: Date, before: Date) {
      const cleared = await db
        .update(dataExports)
        .set({ content: null })
        .where(and(isNotNull(dataExports.content), lte(dataExports.expiresAt, now)))
        .returning({ id: dataExports.id });
      const removed = await db
        .delete(dataExports)
        .where(lt(dataExports.requestedAt, before))
        .returning({ id: dataExports.id });
      return { cleared: cleared.length, removed: removed.length };
    },

    // ---- what the file is made of ------------------------------------------------------

    async account(userId: string) {
      const [row] = await db.select(userColumns).from(users).where(eq(users.id, userId));
      return row;
    },

    orders(userId: string) {
      return db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(asc(orders.createdAt), asc(orders.id));
    },

    async timelines(orderIds: string[]) {
      if (orderIds.length === 0) return [];
      return db
        .select({
          orderId: orderStatusEvents.orderId,
          from: orderStatusEvents.fromStatus,
          to: orderStatusEvents.toStatus,
          at: orderStatusEvents.createdAt,
        })
        .from(orderStatusEvents)
        .where(inArray(orderStatusEvents.orderId, orderIds))
        .orderBy(asc(orderStatusEvents.createdAt), asc(orderStatusEvents.id));
    },

    invoices(userId: string) {
      return db
        .select({
          number: invoices.number,
          kind: invoices.kind,
          orderNumber: orders.orderNumber,
          issuedAt: invoices.issuedAt,
          total: invoices.total,
          currency: invoices.currency,
        })
        .from(invoices)
        .innerJoin(orders, eq(orders.id, invoices.orderId))
        .where(eq(orders.userId, userId))
        .orderBy(asc(invoices.issuedAt), asc(invoices.number));
    },

    /** The accesses with their sealed secrets: opened only for an export asked with them. */
    subscriptions(userId: string) {
      return db
        .select({
          access: subscriptionAccess,
          orderNumber: orders.orderNumber,
          serviceName: orders.serviceName,
        })
        .from(subscriptionAccess)
        .innerJoin(orders, eq(orders.id, subscriptionAccess.orderId))
        .where(eq(subscriptionAccess.userId, userId))
        .orderBy(asc(subscriptionAccess.createdAt));
    },

    trials(userId: string) {
      return db
        .select({
          orderNumber: orders.orderNumber,
          startsAt: trials.startsAt,
          endsAt: trials.endsAt,
          revokedAt: trials.revokedAt,
        })
        .from(trials)
        .innerJoin(orders, eq(orders.id, trials.orderId))
        .where(eq(trials.userId, userId));
    },

    /** Questions asked signed in, and messages sent from the account's address signed out. */
    questions(userId: string, email: string) {
      return db
        .select()
        .from(queries)
        .where(or(eq(queries.userId, userId), sameAddress(queries.email, email)))
        .orderBy(asc(queries.createdAt));
    },

    async questionMessages(queryIds: string[]) {
      if (queryIds.length === 0) return [];
      return db
        .select({
          queryId: queryMessages.queryId,
          author: queryMessages.author,
          body: queryMessages.body,
          at: queryMessages.createdAt,
        })
        .from(queryMessages)
        .where(inArray(queryMessages.queryId, queryIds))
        .orderBy(asc(queryMessages.seq));
    },

    /** Conversations with the assistant signed in, or handed over to the account's address. */
    conversations(userId: string, email: string) {
      return db
        .select()
        .from(chatConversations)
        .where(
          or(
            eq(chatConversations.userId, userId),
            sameAddress(chatConversations.handoverEmail, email),
          ),
        )
        .orderBy(asc(chatConversations.startedAt));
    },

    async chatMessages(conversationIds: string[]) {
      if (conversationIds.length === 0) return [];
      return db
        .select({
          conversationId: chatMessages.conversationId,
          sender: chatMessages.sender,
          text: chatMessages.text,
          at: chatMessages.createdAt,
        })
        .from(chatMessages)
        .where(inArray(chatMessages.conversationId, conversationIds))
        .orderBy(asc(chatMessages.seq));
    },

    notifications(userId: string) {
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.recipientId, userId))
        .orderBy(asc(notifications.createdAt), asc(notifications.seq));
    },

    mail(userId: string, email: string) {
      return db
        .select({
          to: mailMessages.to,
          template: mailMessages.template,
          subject: mailMessages.subject,
          state: mailMessages.state,
          createdAt: mailMessages.createdAt,
          sentAt: mailMessages.sentAt,
        })
        .from(mailMessages)
        .where(or(eq(mailMessages.userId, userId), sameAddress(mailMessages.to, email)))
        .orderBy(asc(mailMessages.createdAt));
    },

    vodRequests(userId: string, email: string) {
      return db
        .select({
          title: vodRequests.title,
          type: vodRequests.type,
          year: vodRequests.year,
          status: vodRequests.status,
          note: vodRequesters.note,
          requestedAt: vodRequesters.createdAt,
        })
        .from(vodRequesters)
        .innerJoin(vodRequests, eq(vodRequests.id, vodRequesters.requestId))
        .where(or(eq(vodRequesters.userId, userId), sameAddress(vodRequesters.email, email)))
        .orderBy(asc(vodRequesters.createdAt));
    },

    contentReports(userId: string, email: string) {
      return db
        .select()
        .from(contentReports)
        .where(or(eq(contentReports.userId, userId), sameAddress(contentReports.email, email)))
        .orderBy(asc(contentReports.createdAt));
    },

    sessions(userId: string) {
      return db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(asc(sessions.createdAt));
    },
  };
}

export type ExportRepository = ReturnType<typeof createExportRepository>;
