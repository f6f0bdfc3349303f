import { z } from 'zod';
import { okSchema } from './common.ts';

// ---- Signed-in sessions: where an account is signed in, and ending any of them ---------

/** One live session of the account (`GET /api/account/sessions`). */
export const AccountSessionSchema = z.object({
  id: z.uuid(),
  /** Browser and system as its user agent says, e.g. "Firefox on Windows"; null: unknown. */
  device: z.string().nullable(),
  /** The network address it signed in from or was last used from. */
  address: z.string().nullable(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  /** The session that asked: signing it out signs this browser out. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;

export const AccountSessionsAnswerSchema = okSchema(z.array(AccountSessionSchema));
export type AccountSessionsAnswer = z.infer<typeof AccountSessionsAnswerSchema>;

/** How many sessions a sign-out ended (the others, or all of a customer's). */
export const SessionsEndedAnswerSchema = okSchema(z.object({ ended: z.number().int().min(0) }));
export type SessionsEndedAnswer = z.infer<typeof SessionsEndedAnswerSchema>;

export const SESSION_MESSAGES = {
  notFound: 'This session has already ended.',
  othersEnded: (count: number) =>
    count === 0
      ? 'No other device was signed in.'
      : `Signed out of ${count} other device${count === 1 ? '' : 's'}.`,
  customerEnded: (count: number) =>
    count === 0
      ? 'This customer was not signed in anywhere.'
      : `Signed this customer out of ${count} device${count === 1 ? '' : 's'}.`,
} as const;
