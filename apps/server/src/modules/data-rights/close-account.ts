import { randomBytes } from 'node:crypto';
import { CLOSED_ACCOUNT_NAME, DATA_RIGHTS_MESSAGES } from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, notFound } from '../../plugins/http-errors.ts';
import { endCustomerAccess } from '../access/access.service.ts';
import { recordAudit } from '../audit-log/audit.ts';
import { createAuthRepository } from '../auth/auth.repository.ts';
import { hashPassword } from '../auth/passwords.ts';
import { createOrdersRepository } from '../orders/orders.repository.ts';
import { moveOrderAsSystem } from '../orders/orders.service.ts';
import { closedTrialEmailKey } from '../trials/email-key.ts';
import { createClosureRepository, scrubbed, type Identity } from './close-account.repository.ts';

/** The address a closed account gets: unique, never delivered (`.invalid`, RFC 2606). */
export const closedEmail = (userId: string) => `closed-${userId}@closed.invalid`;

/** What the audit keeps of a question's or a mail's entries: what happened, not the words. */
const PERSONAL_KEYS: Record<string, readonly string[]> = {
  query: ['reply', 'note', 'body', 'message', 'subject'],
  mail: ['to', 'subject'],
};

export interface CloseRequest {
  userId: string;
  /** Who closes it: the person themselves, or an admin for them. */
  actorId: string;
  /** Checked inside the transaction, against the locked row: a 409 when it fails. */
  allowed?: (user: UserRow) => void;
}

/**
 * Closes an account (decision 060), in one transaction: the name and email replaced (the
 * address is free for a new account), every session ended, the running subscriptions ended
 * through the connector and the unpaid orders cancelled, and what the product holds about
 * the person removed, or, where the business must keep it (orders, invoices), kept with the
 * name and email replaced. Audited with who closed it, never with the person's details.
 * Their sockets close once it commits. Resolves to the account as it now is.
 */
export async function closeAccount(app: FastifyInstance, request: CloseRequest): Promise<UserRow> {
  // Nobody can sign in as a closed account: its password becomes one nobody knows.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const closed = await inTransaction(app.db, async (tx) => {
    const repo = createClosureRepository(tx);
    const user = await repo.lockUser(request.userId);
    if (!user) throw notFound(DATA_RIGHTS_MESSAGES.customerNotFound);
    if (user.closedAt) throw conflict(DATA_RIGHTS_MESSAGES.alreadyClosed);
    request.allowed?.(user);
    const old: Identity = { name: user.name, email: user.email };
    const placeholder: Identity = { name: CLOSED_ACCOUNT_NAME, email: closedEmail(user.id) };
    const now = new Date();

    // First: whatever the steps below announce (the connector's `subscription.ended`) names
    // the placeholder, and no notice or mail goes to a closed account.
    const after = await repo.replaceIdentity(user.id, placeholder, passwordHash, now);
    const counts = await endSubscriptions(app, tx, user.id, now);
    await forget(app, tx, user.id, old, placeholder);
    const ended = await createAuthRepository(tx).revokeAllSessions(user.id);
    await repo.forgetSessionDetails(user.id);

    await recordAudit(tx, {
      actorId: request.actorId,
      action: 'user.close',
      entityType: 'user',
      entityId: user.id,
      before: null,
      // What happened, never who the person was nor their password.
      after: {
        closedBy: request.actorId === user.id ? 'customer' : 'admin',
        sessionsEnded: ended.length,
        ...counts,
      },
    });
    return after;
  });
  app.realtime.endUser(closed.id);
  return closed;
}

/**
 * The running subscriptions end now: the access through the connector (`subscription.ended`),
 * then each order moves to expired as of now; orders waiting for payment are cancelled. Paid
 * orders not yet running stay as they are: the money was taken, and a refund is the team's.
 */
async function endSubscriptions(app: FastifyInstance, tx: Db, userId: string, now: Date) {
  const accessesEnded = await endCustomerAccess(app, tx, userId);
  const orders = createOrdersRepository(tx);
  let ordersEnded = 0;
  let ordersCancelled = 0;
  for (const id of await createClosureRepository(tx).openOrderIds(userId)) {
    const order = await orders.lock(id);
    if (!order) continue;
    const running = order.status === 'active';
    await moveOrderAsSystem(app, tx, order, {
      to: running ? 'expired' : 'cancelled',
      system: 'account_closure',
      note: 'The customer’s account was closed',
      ...(running && order.expiresAt && order.expiresAt > now ? { patch: { expiresAt: now } } : {}),
    });
    if (running) ordersEnded += 1;
    else ordersCancelled += 1;
  }
  return { accessesEnded, ordersEnded, ordersCancelled };
}

/** Everything else the product holds about the person: removed, or kept without them. */
async function forget(
  app: FastifyInstance,
  tx: Db,
  userId: string,
  old: Identity,
  placeholder: Identity,
) {
  const repo = createClosureRepository(tx);
  // Read first: the verification links and the mail log say which addresses were theirs.
  const addresses = await repo.addressesOf(userId, old.email);
  await repo.removeCredentials(userId);
  await repo.removeNotifications(userId);

  const questions = await repo.questions(userId, addresses);
  const questionIds = questions.map((question) => question.id);
  const names = [...new Set([old.name, ...questions.map((question) => question.name)])];
  await repo.removeQuestionNotices(questionIds, names);
  await repo.removeQuestions(questionIds);
  await repo.removeConversations(userId, addresses);
  await repo.anonymiseRequests(userId, addresses, old, placeholder);
  const mailIds = await repo.removeMail(userId, addresses);

  const orderIds = await repo.orderIds(userId);
  await repo.anonymiseOrders(orderIds, old, placeholder);
  await repo.dropAccessSecrets(userId);
  await repo.anonymiseDeliveries(userId, placeholder);
  for (const email of addresses) {
    const former = { name: old.name, email };
    await repo.replaceAddress(former, placeholder);
  }

  // One trial per mailbox still holds (decision 055): the key is kept as a keyed hash.
  const trial = await repo.trialKey(userId);
  if (trial && !trial.emailKey.startsWith('closed:'))
    await repo.setTrialKey(
      trial.id,
      closedTrialEmailKey((text) => app.secrets.sign(text), trial.emailKey),
    );

  const entries = await repo.auditEntries({
    userId,
    orderIds,
    questionIds,
    mailIds,
    emails: addresses,
  });
  const related = new Set([userId, ...orderIds, ...questionIds, ...mailIds]);
  for (const entry of entries) {
    const options = {
      // The name is replaced only in entries about the person: another account may share it.
      withName: entry.entityId !== null && related.has(entry.entityId),
      dropKeys: PERSONAL_KEYS[entry.entityType] ?? [],
      ownFields: entry.entityType === 'user' && entry.entityId === userId,
    };
    let [before, after]: unknown[] = [entry.before, entry.after];
    for (const email of addresses) {
      const former = { name: old.name, email };
      [before, after] = [
        scrubbed(before, former, placeholder, options),
        scrubbed(after, former, placeholder, options),
      ];
    }
    if (JSON.stringify([before, after]) !== JSON.stringify([entry.before, entry.after]))
      await repo.rewriteAudit(
        entry.id,
        before as Record<string, unknown> | null,
        after as Record<string, unknown> | null,
      );
  }
}
