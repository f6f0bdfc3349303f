import { DataExportDocumentSchema, type DataExportDocument } from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { createSiteRepository } from '../site/site.repository.ts';
import { createExportRepository } from './export.repository.ts';

const iso = (at: Date) => at.toISOString();
const isoOrNull = (at: Date | null) => at?.toISOString() ?? null;

/** Groups rows by a key, keeping their order. */
function byKey<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/**
 * Everything the product holds about one person, as the file they download (decision 060):
 * read with `db` when the export job runs. Never the access passwords: those are opened from
 * the secret box when an export asked with them is downloaded (`withAccessSecrets`), so the
 * stored file holds no secret. Undefined when the account is gone.
 */
export async function gatherExport(
  db: Db,
  userId: string,
  options: { includeSecrets: boolean; now: Date },
): Promise<DataExportDocument | undefined> {
  const repo = createExportRepository(db);
  const user = await repo.account(userId);
  if (!user) return undefined;
  const settings = await createSiteRepository(db).getSettings();
  const [orderRows, invoiceRows, accessRows, trialRows, queryRows, conversationRows] =
    await Promise.all([
      repo.orders(userId),
      repo.invoices(userId),
      repo.subscriptions(userId),
      repo.trials(userId),
      repo.questions(userId, user.email),
      repo.conversations(userId, user.email),
    ]);
  const [
    timelineRows,
    messageRows,
    chatRows,
    noticeRows,
    mailRows,
    vodRows,
    reportRows,
    sessionRows,
  ] = await Promise.all([
    repo.timelines(orderRows.map((order) => order.id)),
    repo.questionMessages(queryRows.map((query) => query.id)),
    repo.chatMessages(conversationRows.map((conversation) => conversation.id)),
    repo.notifications(userId),
    repo.mail(userId, user.email),
    repo.vodRequests(userId, user.email),
    repo.contentReports(userId, user.email),
    repo.sessions(userId),
  ]);
  const timelines = byKey(timelineRows, (row) => row.orderId);
  const threads = byKey(messageRows, (row) => row.queryId);
  const chats = byKey(chatRows, (row) => row.conversationId);

  const document: DataExportDocument = {
    format: 'streamfront-data-export/1',
    site: settings.siteName,
    preparedAt: iso(options.now),
    secretsIncluded: options.includeSecrets,
    profile: {
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerifiedAt: isoOrNull(user.emailVerifiedAt),
      photo: user.photo,
      locale: user.locale,
      timeZone: user.timeZone,
      twoFactor: user.totpEnabledAt !== null,
      createdAt: iso(user.createdAt),
    },
    consents: { renewalReminders: user.mailReminders, news: user.mailNews },
    orders: orderRows.map((order) => ({
      id: order.id,
      orderNumber: order.orderNumber,
      package: order.serviceName,
      periodMonths: order.periodMonths,
      status: order.status,
      trial: order.trial,
      subtotal: order.subtotal,
      discount: order.discount,
      total: order.total,
      currency: order.currency,
      promoCode: order.promoCode,
      paymentMethod: order.paymentMethod,
      paidWith: order.paidWith,
      billingAddress: order.billingAddress,
      createdAt: iso(order.createdAt),
      paidAt: isoOrNull(order.paidAt),
      startsAt: isoOrNull(order.startsAt),
      expiresAt: isoOrNull(order.expiresAt),
      timeline: (timelines.get(order.id) ?? []).map((step) => ({
        from: step.from,
        to: step.to,
        at: iso(step.at),
      })),
    })),
    invoices: invoiceRows.map((invoice) => ({ ...invoice, issuedAt: iso(invoice.issuedAt) })),
    subscriptions: accessRows.map(({ access, orderNumber, serviceName }) => ({
      id: access.id,
      orderNumber,
      package: serviceName,
      state: access.state,
      screens: access.screens,
      username: access.username,
      serverUrl: access.serverUrl,
      portalUrl: access.portalUrl,
      createdAt: iso(access.createdAt),
    })),
    trials: trialRows.map((trial) => ({
      orderNumber: trial.orderNumber,
      startsAt: iso(trial.startsAt),
      endsAt: iso(trial.endsAt),
      revokedAt: isoOrNull(trial.revokedAt),
    })),
    questions: queryRows.map((query) => ({
      id: query.id,
      source: query.source,
      name: query.name,
      email: query.email,
      subject: query.subject,
      message: query.message,
      status: query.status,
      createdAt: iso(query.createdAt),
      messages: (threads.get(query.id) ?? []).map((message) => ({
        from: message.author === 'customer' ? ('you' as const) : ('team' as const),
        body: message.body,
        at: iso(message.at),
      })),
    })),
    chatConversations: conversationRows.map((conversation) => ({
      startedAt: iso(conversation.startedAt),
      lastAt: iso(conversation.lastAt),
      handoverEmail: conversation.handoverEmail,
      messages: (chats.get(conversation.id) ?? []).map((message) => ({
        from: message.sender === 'user' ? ('you' as const) : ('assistant' as const),
        text: message.text,
        at: iso(message.at),
      })),
    })),
    notifications: noticeRows.map((notice) => ({
      type: notice.type,
      title: notice.title,
      message: notice.message,
      read: notice.read,
      link: notice.link,
      createdAt: iso(notice.createdAt),
    })),
    mail: mailRows.map((mail) => ({
      ...mail,
      createdAt: iso(mail.createdAt),
      sentAt: isoOrNull(mail.sentAt),
    })),
    vodRequests: vodRows.map((request) => ({
      ...request,
      requestedAt: iso(request.requestedAt),
    })),
    contentReports: reportRows.map((report) => ({
      subject: report.subject,
      problemType: report.problemType,
      details: report.details,
      status: report.status,
      createdAt: iso(report.createdAt),
    })),
    sessions: sessionRows.map((session) => ({
      userAgent: session.userAgent,
      address: session.address,
      signedInAt: iso(session.createdAt),
      lastSeenAt: iso(session.lastSeenAt),
      endedAt: isoOrNull(session.revokedAt),
    })),
  };
  // What is stored is what the contract says the file is: a field added to one and not the
  // other fails here, in the job, not in the person's hands.
  return DataExportDocumentSchema.parse(document);
}

/**
 * A stored file as it is downloaded: for an export asked with the access passwords, each
 * subscription's password and activation code, opened from the secret box now (the stored
 * file never holds them). The person's own accesses only, by the subscription's id.
 */
export async function withAccessSecrets(
  app: FastifyInstance,
  userId: string,
  document: DataExportDocument,
): Promise<DataExportDocument> {
  if (!document.secretsIncluded) return document;
  const rows = await createExportRepository(app.db).subscriptions(userId);
  const secrets = new Map(
    rows.map(({ access }) => [
      access.id,
      {
        password: access.passwordSealed ? app.secrets.open(access.passwordSealed) : null,
        activationCode: access.activationCodeSealed
          ? app.secrets.open(access.activationCodeSealed)
          : null,
      },
    ]),
  );
  return {
    ...document,
    subscriptions: document.subscriptions.map((subscription) => ({
      ...subscription,
      ...(secrets.get(subscription.id) ?? { password: null, activationCode: null }),
    })),
  };
}
