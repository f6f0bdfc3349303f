import { z } from 'zod';
import { AuthUserSchema, LoginAnswerSchema } from './auth.ts';
import { okSchema } from './common.ts';

// ---- Two-factor sign-in for admins: time-based one-time codes (RFC 6238) ----------------

/** `ADMIN_2FA`: `required` makes every admin enrol at their next sign-in. */
export const ADMIN_TWO_FACTOR_MODES = ['optional', 'required'] as const;
export type AdminTwoFactorMode = (typeof ADMIN_TWO_FACTOR_MODES)[number];

/** How long the step after the password (a code, or enrolment) may take. */
export const TWO_FACTOR_CHALLENGE_MINUTES = 5;
/** Recovery codes made at enrolment, each usable once, shown once. */
export const RECOVERY_CODE_COUNT = 10;

/** The opaque proof that the password was right, handed to the step after it. */
const ChallengeSchema = z.string().min(1, 'Please sign in again').max(512);

/**
 * A code as typed: six digits from the authenticator app, or a recovery code (`ABCDE-FGHIJ`).
 * Spaces are dropped; the server tells which of the two it is by its shape.
 */
export const TwoFactorCodeSchema = z
  .string('Enter the code')
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().min(1, 'Enter the code').max(32, 'That code is too long'));

/** `POST /api/auth/login` for an account with two-factor sign-in: a code is asked next. */
export const TwoFactorChallengeAnswerSchema = okSchema(
  z.object({ twoFactorRequired: z.literal(true), challenge: z.string() }),
);
export type TwoFactorChallengeAnswer = z.infer<typeof TwoFactorChallengeAnswerSchema>;

/** `POST /api/auth/login` for an admin who must enrol first (`ADMIN_2FA=required`). */
export const TwoFactorSetupRequiredAnswerSchema = okSchema(
  z.object({ twoFactorSetupRequired: z.literal(true), challenge: z.string() }),
);
export type TwoFactorSetupRequiredAnswer = z.infer<typeof TwoFactorSetupRequiredAnswerSchema>;

/**
 * What a right password answers (`POST /api/auth/login`, `POST /api/auth/reset-password`): the
 * token, or the next step of the sign-in with no token yet.
 */
export const SignInAnswerSchema = z.union([
  LoginAnswerSchema,
  TwoFactorChallengeAnswerSchema,
  TwoFactorSetupRequiredAnswerSchema,
]);
export type SignInAnswer = z.infer<typeof SignInAnswerSchema>;

/** `POST /api/auth/2fa/verify`: the sign-in's challenge and a code → the token. */
export const TwoFactorVerifyBodySchema = z
  .object({ challenge: ChallengeSchema, code: TwoFactorCodeSchema })
  .strict();
export type TwoFactorVerifyBody = z.infer<typeof TwoFactorVerifyBodySchema>;

/**
 * `POST /api/auth/2fa/setup`: a new key, not in use until a code confirms it. Signed in as an
 * admin, or with the enrolment challenge of a sign-in (`twoFactorSetupRequired`).
 */
export const TwoFactorSetupBodySchema = z
  .object({ challenge: ChallengeSchema.optional() })
  .strict();
export type TwoFactorSetupBody = z.infer<typeof TwoFactorSetupBodySchema>;

export const TwoFactorSetupAnswerSchema = okSchema(
  z.object({
    /** `otpauth://totp/…`: what the QR code holds. */
    otpauthUrl: z.string(),
    /** The key in base32, for typing into the app by hand. */
    secret: z.string(),
    /** The QR code of `otpauthUrl` as an SVG `data:` URL, for an <img>. */
    qrCode: z.string(),
  }),
);
export type TwoFactorSetupAnswer = z.infer<typeof TwoFactorSetupAnswerSchema>;

/** `POST /api/auth/2fa/enable`: a code from the new key turns it on. */
export const TwoFactorEnableBodySchema = z
  .object({ code: TwoFactorCodeSchema, challenge: ChallengeSchema.optional() })
  .strict();
export type TwoFactorEnableBody = z.infer<typeof TwoFactorEnableBodySchema>;

/**
 * The recovery codes, shown this once; with the enrolment challenge of a sign-in, also the
 * token and user that sign-in gives (enrolment completes it).
 */
export const TwoFactorEnableAnswerSchema = okSchema(
  z.object({
    recoveryCodes: z.array(z.string()),
    token: z.string().optional(),
    user: AuthUserSchema.optional(),
  }),
);
export type TwoFactorEnableAnswer = z.infer<typeof TwoFactorEnableAnswerSchema>;

/** `POST /api/auth/2fa/disable`: the password and a code (or a recovery code). */
export const TwoFactorDisableBodySchema = z
  .object({
    password: z.string().min(1, 'Password is required').max(1024),
    code: TwoFactorCodeSchema,
  })
  .strict();
export type TwoFactorDisableBody = z.infer<typeof TwoFactorDisableBodySchema>;

/** `GET /api/auth/2fa`, and what disabling answers: the account's two-factor state. */
export const TwoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int().min(0),
  /** `ADMIN_2FA=required`: turning it off asks for a new set-up at the next sign-in. */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;
export const TwoFactorStatusAnswerSchema = okSchema(TwoFactorStatusSchema);
export type TwoFactorStatusAnswer = z.infer<typeof TwoFactorStatusAnswerSchema>;

/** The error body's `reason` when an admin call waits for enrolment (`ADMIN_2FA=required`). */
export const TWO_FACTOR_SETUP_REQUIRED = 'two_factor_setup_required';

export const TWO_FACTOR_MESSAGES = {
  wrongCode:
    'That code is not right. Check that the time on your phone is correct and try the newest code, or use a recovery code.',
  challengeExpired: 'Your sign-in has timed out. Please sign in again.',
  adminsOnly: 'Two-factor sign-in is for admin accounts.',
  alreadyOn: 'Two-factor sign-in is already on. Turn it off first to set it up again.',
  noPendingKey: 'Start the set-up again: no new key is waiting to be confirmed.',
  notOn: 'Two-factor sign-in is not on for this account.',
  wrongPassword: 'Password is incorrect',
  setupRequired: 'Set up two-factor sign-in to use the admin area. Please sign in again.',
} as const;
