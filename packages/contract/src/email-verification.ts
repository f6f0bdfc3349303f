import { z } from 'zod';
import { okSchema } from './common.ts';

// ---- Email verification: a link by mail proves the address is the customer's ----------

/** A link works once, for this long; asking for another is limited per account. */
export const EMAIL_VERIFICATION_HOURS = 24;
export const EMAIL_VERIFICATION_RESEND_LIMIT = { max: 3, windowMinutes: 60 } as const;
/** Tries of a verification link per address: the token cannot be guessed, this caps a script. */
export const VERIFY_EMAIL_RATE_LIMIT = { max: 10, windowMinutes: 15 } as const;

/** The page a verification mail links to, with its token: `/verify-email?token=…`. */
export const VERIFY_EMAIL_PATH = '/verify-email';

/** `POST /api/auth/verify-email`: the token of the link (`/verify-email?token=…`). */
export const VerifyEmailBodySchema = z
  .object({
    token: z
      .string('This verification link is not valid')
      .trim()
      .min(16, 'This verification link is not valid')
      .max(200, 'This verification link is not valid'),
  })
  .strict();
export type VerifyEmailBody = z.infer<typeof VerifyEmailBodySchema>;

export const EMAIL_VERIFICATION_MESSAGES = {
  verified: 'Your email is verified.',
  alreadyVerified: 'Your email is already verified.',
  sent: `We sent you a new verification link. It works for ${EMAIL_VERIFICATION_HOURS} hours.`,
  noMail:
    'This site cannot send email yet, so no verification link was sent. Please contact support.',
  invalid:
    'This verification link is not valid, or has been used. Ask for a new one from My account.',
  expired: 'This verification link has expired. Ask for a new one from My account.',
  tooMany: (minutes: number) =>
    `You can ask for ${EMAIL_VERIFICATION_RESEND_LIMIT.max} links an hour. ` +
    `Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

/** Why a link was refused, beside the words (the error body's `reason`). */
export type VerifyEmailRefusal = 'invalid' | 'expired';

/**
 * `POST /api/auth/verify-email/resend`: what became of the request. `mailSent` is false when
 * the address is already verified or the site sends no mail; the message says which.
 */
export const ResendVerificationAnswerSchema = okSchema(
  z.object({ message: z.string(), mailSent: z.boolean() }),
);
export type ResendVerificationAnswer = z.infer<typeof ResendVerificationAnswerSchema>;
