import { getStoredUser } from '@/lib/storage';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

function randomString(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/** Spec §3: one id per widget instance, from the current time plus a random string. */
export function createSessionId(now = Date.now()): string {
  return `session-${now}-${randomString(9)}`;
}

/** Bytes of a session secret: 32 give the contract's 43 base64url characters. */
export const SESSION_SECRET_BYTES = 32;

/**
 * The secret that makes this widget's conversation its own: the server keeps only its hash,
 * and anyone who sends the session id without it gets a conversation of their own.
 */
export function createSessionSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(SESSION_SECRET_BYTES));
  const binary = String.fromCharCode(...bytes);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

let lastStamp = 0;
let sameStampCount = 0;

/**
 * Spec §3: a message id is derived from its timestamp; two messages in the same millisecond
 * (a retry's removal and resend) get a suffix so React keys stay unique.
 */
export function createMessageId(timestamp: number): string {
  if (timestamp === lastStamp) {
    sameStampCount += 1;
    return `${timestamp}-${sameStampCount}`;
  }
  lastStamp = timestamp;
  sameStampCount = 0;
  return String(timestamp);
}

/** Spec §6: the stored user's id (`id`, else `_id`), or null for a visitor. */
export function getChatUserId(): string | null {
  const user = getStoredUser();
  if (typeof user !== 'object' || user === null) return null;
  const { id, _id } = user as { id?: unknown; _id?: unknown };
  for (const value of [id, _id]) {
    if (typeof value === 'string' && value !== '') return value;
    if (typeof value === 'number') return String(value);
  }
  return null;
}
