import { MailTopicSchema, type MailTopic } from '@streamfront/contract';
import type { Secrets } from '../../plugins/secrets.ts';

/**
 * The one-click unsubscribe link's token: the account, the topic and a signature, so the
 * link works without signing in (RFC 8058) and cannot be made for another account. It does
 * not expire: an old mail's link must still work.
 */
export function unsubscribeToken(secrets: Secrets, userId: string, topic: MailTopic): string {
  const subject = `${userId}.${topic}`;
  return `${subject}.${secrets.sign(`unsubscribe:${subject}`)}`;
}

/** The account and topic a token names, or null when it was not made here. */
export function readUnsubscribeToken(
  secrets: Secrets,
  token: string,
): { userId: string; topic: MailTopic } | null {
  const [userId, topic, signature] = token.split('.');
  if (!userId || !topic || !signature) return null;
  const parsed = MailTopicSchema.safeParse(topic);
  if (!parsed.success) return null;
  if (!secrets.verify(`unsubscribe:${userId}.${topic}`, signature)) return null;
  return { userId, topic: parsed.data };
}

export const unsubscribeUrl = (siteUrl: string, token: string) =>
  `${siteUrl}/api/email/unsubscribe?token=${encodeURIComponent(token)}`;
