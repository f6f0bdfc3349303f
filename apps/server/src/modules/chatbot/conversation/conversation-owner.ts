import { randomBytes, timingSafeEqual } from 'node:crypto';
import { hashSecret } from '../../../lib/secret-hash.ts';
import type { ChatConversationRow } from '../../../db/schema/index.ts';

function sameHash(stored: string | null, given: string): boolean {
  if (stored === null) return false;
  const a = Buffer.from(stored, 'hex');
  const b = Buffer.from(given, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A conversation bound to an account belongs to that account; a visitor's belongs to the
 * browser holding its secret. Conversations from before secrets existed belong to no one.
 */
export function ownsConversation(
  conversation: Pick<ChatConversationRow, 'userId' | 'secretHash'>,
  caller: { userId: string | null; secretHash: string },
): boolean {
  if (conversation.userId !== null) return caller.userId === conversation.userId;
  return sameHash(conversation.secretHash, caller.secretHash);
}

/** Spec §3's shape (time plus a random string), for a conversation the server has to start. */
export function newSessionId(now = Date.now()): string {
  return `session-${now}-${randomBytes(12).toString('base64url')}`;
}

/** Who asks to open a conversation, as the repository's `open` statements take it. */
export interface ConversationCaller {
  sessionId: string;
  userId: string | null;
  secretHash: string;
}

/**
 * The caller's conversation for `sessionId`: theirs continued, or created. Someone else's is
 * never continued, nor adopted: the caller gets a new conversation under a new session id,
 * which the answer hands back. `open` is the statement that opens it (the repository's
 * `open`, or `openWithExchange`, which stores the message with it): undefined when the id
 * is someone else's.
 */
export async function openConversation<T>(
  request: { sessionId: string; secret: string; userId: string | null },
  open: (caller: ConversationCaller) => Promise<T | undefined>,
): Promise<T> {
  const caller = { userId: request.userId, secretHash: hashSecret(request.secret) };
  const opened = await open({ ...caller, sessionId: request.sessionId });
  if (opened) return opened;
  // A clash of two fresh random ids is not worth a retry loop: the next message gets another.
  const started = await open({ ...caller, sessionId: newSessionId() });
  if (!started) throw new Error('Chat session id clash');
  return started;
}
