import { z } from 'zod';

// ---- Email verification: a link by mail proves the address is the customer's ----------

/** A link works once, for this long; asking for another is limited per account. */
export const EMAIL_VERIFICATION_HOURS = 24;
export const EMAIL_VERIFICATION_RESEND_LIMIT = { max: 3, windowMinutes: 60 } as const;

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
  sent: 'We sent you a new verification link. It works for 24 hours.',
  invalid: 'This verification link is not valid, or has been used. Ask for a new one from My account.',
  expired: 'This verification link has expired. Ask for a new one from My account.',
} as const;
