import { accountQueryPath, type Query, type QueryDelivery } from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { QueryRow } from '../../db/schema/index.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { queryReplyMail } from '../mail/templates/index.ts';
import { queueWebhookEvent } from '../webhooks/queue-webhook.ts';

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/**
 * Where an admin's reply reaches the customer. The chat widget fetches the team's replies
 * itself while it stays open (decision 029), so a hand-over always counts as reachable there.
 */
export function deliveryOf(app: FastifyInstance, query: Pick<QueryRow, 'userId' | 'source'>) {
  return {
    account: query.userId !== null,
    email: app.mail.configured,
    chat: query.source === 'chat',
  } satisfies QueryDelivery;
}

/**
 * `query.created` to the webhooks, with `tx`, the transaction that stores the query: from
 * the contact form, a customer, or the chat assistant's hand-over (never its transcript).
 */
export async function queueQueryCreated(app: FastifyInstance, tx: Db, query: Query) {
  await queueWebhookEvent(
    app,
    tx,
    'query.created',
    {
      id: query.id,
      source: query.source,
      name: query.name,
      email: query.email,
      userId: query.userId,
      subject: query.subject,
      message: query.message,
      createdAt: query.createdAt,
    },
    { idempotencyKey: `${query.id}.query.created` },
  );
}

/**
 * The reply by mail, queued with `tx`, the transaction that stores the reply: the mail exists
 * exactly when the reply does. It goes to the address the query gave (an account's or a
 * visitor's), pointing back to the thread or to the contact form.
 */
export async function queueReplyMail(
  app: FastifyInstance,
  tx: Db,
  query: QueryRow,
  reply: { body: string; adminName: string },
): Promise<void> {
  await queueMail(app, tx, {
    template: queryReplyMail,
    to: query.email,
    userId: query.userId,
    params: {
      name: query.name,
      subject: query.subject ?? 'Your question',
      reply: reply.body,
      adminName: reply.adminName,
      answerPath: query.userId ? accountQueryPath(query.id) : '/contact',
      hasAccount: query.userId !== null,
    },
  });
}

/**
 * Tells the customer of a reply that has committed, in the app, when the query belongs to an
 * account. A failure is logged; the reply stands and the customer finds it in their account.
 */
export async function notifyReply(
  app: FastifyInstance,
  query: QueryRow,
  reply: { body: string },
): Promise<void> {
  if (!query.userId) return;
  const subject = query.subject ?? 'Your question';
  try {
    await app.notify.user(query.userId, {
      type: 'success',
      title: 'We replied to your question',
      message: `${subject}: ${clip(reply.body, 160)}`,
      link: accountQueryPath(query.id),
    });
  } catch (error) {
    app.log.error({ err: error, queryId: query.id }, 'reply notification not stored');
  }
}

/** Every admin hears of a customer's answer, live and in their inbox. */
export async function announceCustomerAnswer(
  app: FastifyInstance,
  query: QueryRow,
  body: string,
): Promise<void> {
  await app.notify.adminsAfterSave({
    type: 'query',
    title: 'A customer answered',
    message: `${query.name} (${query.subject ?? 'no subject'}): "${clip(body, 160)}"`,
    link: `/admin/queries?query=${query.id}`,
  });
}
