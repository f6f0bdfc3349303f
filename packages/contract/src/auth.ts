import { z } from 'zod';
import { RecordIdsSchema, toOneLine } from './common.ts';

export const RoleSchema = z.enum(['user', 'admin']);
export type Role = z.infer<typeof RoleSchema>;

/** An email as typed: trimmed and lower-cased before it is checked. */
export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Enter a valid email address'));

/** Length bounds follow OWASP's guidance; the common-password check runs on the server. */
export const PasswordSchema = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');

const name = z
  .string()
  .overwrite(toOneLine)
  .min(1, 'Name is required')
  .max(100, 'Name must be at most 100 characters');

/**
 * Quotas per address, here like every quota of the API (`{ max, windowMinutes }`, 429 with
 * Retry-After beyond). Sign-ups: at most REGISTRATIONS_PER_HOUR (the operator's setting) per
 * this window.
 */
export const REGISTRATION_WINDOW_MINUTES = 60;

/**
 * Where the person reads, as their browser says (`Intl.DateTimeFormat().resolvedOptions()`):
 * the mail they get writes dates, times and money that way. Optional; an unknown language
 * or zone is dropped rather than refused.
 */
export const ReaderPlaceFields = {
  locale: z
    .string()
    .max(35)
    .transform((value) => (isKnownLocale(value) ? value : undefined))
    .optional(),
  timeZone: z
    .string()
    .max(64)
    .transform((value) => (isKnownTimeZone(value) ? value : undefined))
    .optional(),
};

function isKnownLocale(locale: string): boolean {
  try {
    return Intl.getCanonicalLocales(locale).length === 1;
  } catch {
    return false;
  }
}

function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

export const RegisterBodySchema = z
  .object({ name, email: EmailSchema, password: PasswordSchema, ...ReaderPlaceFields })
  .strict();
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

/**
 * Wrong passwords before sign-in waits (decision 013), counted over `windowMinutes`: per
 * account and address; per address (higher: households and offices share one); per account
 * from any address, past which only addresses the owner signed in from lately get through.
 */
export const LOGIN_FAILURE_LIMITS = {
  perAccountAndAddress: 10,
  perAddress: 20,
  perAccount: 100,
  windowMinutes: 15,
} as const;

export const LoginBodySchema = z
  .object({
    email: EmailSchema,
    password: z.string().min(1, 'Password is required').max(1024),
    ...ReaderPlaceFields,
  })
  .strict();
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const AuthUserSchema = RecordIdsSchema.extend({
  email: z.string(),
  name: z.string(),
  role: RoleSchema,
  photo: z.string().nullable(),
  /** The customer opened a verification link sent to this email. */
  emailVerified: z.boolean(),
});
export type AuthUser = z.infer<typeof AuthUserSchema>;

export const LoginAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ token: z.string(), user: AuthUserSchema }),
});
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;

export const ValidateAnswerSchema = z.object({ success: z.literal(true), data: AuthUserSchema });

export const UpdateMeBodySchema = z
  .object({
    name: name.optional(),
    // http(s) only: a `javascript:` or `data:` URL must never reach an href or src.
    photo: z
      .url({ protocol: /^https?$/, error: 'Photo must be a URL' })
      .max(2048)
      .nullable()
      .optional(),
  })
  .strict();
export type UpdateMeBody = z.infer<typeof UpdateMeBodySchema>;

/** Changes that ask for the current password (password, email), per address. */
export const ACCOUNT_CHANGE_RATE_LIMIT = { max: 10, windowMinutes: 15 } as const;

export const ChangePasswordBodySchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required').max(1024),
    newPassword: PasswordSchema,
  })
  .strict();
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/**
 * `POST /api/auth/change-email`: the new address and the current password, which a stolen
 * session alone does not know. The answer is the user (`ValidateAnswerSchema`).
 */
export const ChangeEmailBodySchema = z
  .object({
    email: EmailSchema,
    currentPassword: z.string().min(1, 'Current password is required').max(1024),
  })
  .strict();
export type ChangeEmailBody = z.infer<typeof ChangeEmailBodySchema>;

export const EMAIL_TAKEN = 'An account with this email already exists';

/** A profile photo upload: PNG, JPEG or WebP up to 1 MB (`PUT /api/auth/me/photo`). */
export const PROFILE_PHOTO_MAX_BYTES = 1024 * 1024;
/** Profile photo uploads per address. */
export const PROFILE_PHOTO_RATE_LIMIT = { max: 30, windowMinutes: 15 } as const;

/** `POST /api/auth/forgot-password`: the answer is the same whether or not the email exists. */
export const ForgotPasswordBodySchema = z.object({ email: EmailSchema }).strict();
/** Requests for a reset link per address. */
export const FORGOT_PASSWORD_RATE_LIMIT = { max: 5, windowMinutes: 15 } as const;
/** Links one account is sent, whoever asks: the owner's inbox is spared. */
export const RESET_LINKS_PER_ACCOUNT = { max: 3, windowMinutes: 60 } as const;
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBodySchema>;

/** How long a reset link works, once. */
export const PASSWORD_RESET_MINUTES = 30;

export const FORGOT_PASSWORD_SENT =
  'If an account uses that email, we have sent it a link to choose a new password. ' +
  `The link works once, for ${PASSWORD_RESET_MINUTES} minutes.`;
export const FORGOT_PASSWORD_NO_MAIL =
  'This site cannot send email yet, so no link was sent. ' +
  'Please contact support to reset your password.';

export const ForgotPasswordAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({
    message: z.string(),
    /** False when outgoing mail is not set up: the page then says how else to get help. */
    mailSent: z.boolean(),
  }),
});
export type ForgotPasswordAnswer = z.infer<typeof ForgotPasswordAnswerSchema>;

/** `POST /api/auth/reset-password`: the token from the emailed link and the new password. */
/** Tries of a reset link per address. */
export const RESET_PASSWORD_RATE_LIMIT = { max: 10, windowMinutes: 15 } as const;

export const ResetPasswordBodySchema = z
  .object({
    token: z.string().min(1, 'The reset link is incomplete').max(200),
    newPassword: PasswordSchema,
  })
  .strict();
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

export const RESET_LINK_INVALID =
  'This reset link has expired or has already been used. Please ask for a new one.';
