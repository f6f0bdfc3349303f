import { accountQueryPath, type QueryDelivery } from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { QueryRow } from '../../db/schema/index.ts';
import { greeting, quoted } from '../../lib/customer-text.ts';

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
 * Tells the customer of a reply that is already stored: in the app when the query belongs
 * to an account, and by email when mail is configured. Failures are logged inside notify and
 * mail; the reply stands either way and the customer finds it in their account.
 */
export async function deliverReply(
  app: FastifyInstance,
  options: { siteUrl: string },
  query: QueryRow,
  reply: { body: string; adminName: string },
): Promise<void> {
  const subject = query.subject ?? 'Your question';
  if (query.userId) {
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
  const answerBack = query.userId
    ? `Read the whole conversation and answer at ${options.siteUrl}${accountQueryPath(query.id)}`
    : `To write back, use the contact form at ${options.siteUrl}/contact`;
  await app.mail.send({
    to: query.email,
    subject: `Re: ${quoted(subject)}`,
    text:
      `${greeting(query.name)}\n\nThis is our answer to your message ${quoted(subject)}.\n\n` +
      `${reply.body}\n\n${reply.adminName}, support team\n\n${answerBack}\n`,
  });
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
