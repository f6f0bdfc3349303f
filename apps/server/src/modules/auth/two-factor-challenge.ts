import { randomBytes } from 'node:crypto';
import { TWO_FACTOR_CHALLENGE_MINUTES } from '@streamfront/contract';
import { hashSecret } from '../../lib/secret-hash.ts';
import type { Secrets } from '../../plugins/secrets.ts';

/**
 * What a right password hands to the step after it when no token may be issued yet: `verify`
 * (a code is asked) or `enrol` (an admin must set two-factor sign-in up first, ADMIN_2FA).
 */
export type ChallengePurpose = 'verify' | 'enrol';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PURPOSES: readonly string[] = ['verify', 'enrol'] satisfies ChallengePurpose[];

/**
 * The text signed: the challenge's own parts, and a fingerprint of the password hash, so a new
 * password (a reset by its owner) voids every challenge the old one won. The words in front
 * keep it apart from every other text the server signs with the same key.
 */
const signedText = (body: string, passwordHash: string) =>
  `two-factor challenge ${body} ${hashSecret(passwordHash)}`;

/**
 * `purpose.userId.expiresAt.nonce.signature`, signed with the server's link key (an HMAC,
 * plugins/secrets.ts). Not a JWT, and not signed with the token key: no bearer check can
 * ever take it for a session token. It names nothing secret; it lives five minutes.
 */
export function issueChallenge(
  secrets: Secrets,
  user: { id: string; passwordHash: string },
  purpose: ChallengePurpose,
  now = Date.now(),
): string {
  const expiresAt = Math.floor(now / 1000) + TWO_FACTOR_CHALLENGE_MINUTES * 60;
  const nonce = randomBytes(12).toString('base64url');
  const body = `${purpose}.${user.id}.${expiresAt}.${nonce}`;
  return `${body}.${secrets.sign(signedText(body, user.passwordHash))}`;
}

export interface ChallengeClaim {
  purpose: ChallengePurpose;
  userId: string;
  /** Checks the signature against the account's current password hash, and the time. */
  holdsFor(user: { id: string; passwordHash: string }, now?: number): boolean;
}

/**
 * The account a challenge names, for the caller to load and check with `holdsFor`; null for
 * anything not shaped like one. Nothing here is trusted until `holdsFor` says so.
 */
export function readChallenge(secrets: Secrets, challenge: string): ChallengeClaim | null {
  const parts = challenge.split('.');
  if (parts.length !== 5) return null;
  const [purpose, userId, expiresAt, nonce, signature] = parts as [
    string,
    string,
    string,
    string,
    string,
  ];
  if (!PURPOSES.includes(purpose) || !UUID.test(userId) || !/^\d{1,12}$/.test(expiresAt))
    return null;
  const body = `${purpose}.${userId}.${expiresAt}.${nonce}`;
  return {
    purpose: purpose as ChallengePurpose,
    userId,
    holdsFor(user, now = Date.now()) {
      return (
        user.id === userId &&
        Number(expiresAt) * 1000 > now &&
        secrets.verify(signedText(body, user.passwordHash), signature)
      );
    },
  };
}
