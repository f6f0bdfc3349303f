import { getTableColumns, sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    /**
     * The photo's URL as every answer sends it: an uploaded photo's own address
     * (`/api/users/<id>/photo?v=<hash>`) or, for older rows, an outside http(s) URL.
     */
    photo: text('photo'),
    /** An uploaded photo is kept here, not on disk (DESIGN §1), with its type and hash. */
    photoImage: bytea('photo_image'),
    photoMime: text('photo_mime'),
    photoVersion: text('photo_version'),
    disabled: boolean('disabled').notNull().default(false),
    /** Renewal reminders by email (one-click unsubscribe turns it off). */
    mailReminders: boolean('mail_reminders').notNull().default(true),
    /** News by email. */
    mailNews: boolean('mail_news').notNull().default(true),
    /** The customer's language and time zone as their browser said (BCP 47, IANA): mail is written in them. */
    locale: text('locale'),
    timeZone: text('time_zone'),
    /** When the customer opened a verification link sent to the current email; null: not verified. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * Two-factor sign-in (RFC 6238): the TOTP secret sealed by the server's secret box, set at
     * enrolment; `totpEnabledAt` once a code confirmed it. `totpLastStep` is the 30-second step
     * of the last code accepted: a code of that step or an older one is a replay.
     */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    totpLastStep: integer('totp_last_step'),
    /** When the customer (or an admin for them) closed the account: name and email are replaced. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Admin searches find customers by any part of their email or name (`ilike '%…%'`):
  // trigram indexes (pg_trgm) keep that from reading every customer.
  (t) => [
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/** One row per signed-in token: revoking the row ends that token before it expires. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    /** The network address the session signed in from, and last used from. */
    address: text('address'),
    /** Moved forward at most every few minutes by the requests of this session. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sessions_user_active_idx')
      .on(t.userId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/** Every column but the photo's bytes: what reading an account loads (the bytes can be 1 MB). */
export const userColumns = (({ photoImage: _bytes, ...columns }) => columns)(
  getTableColumns(users),
);
export type UserRow = Omit<typeof users.$inferSelect, 'photoImage'>;
export type SessionRow = typeof sessions.$inferSelect;

/**
 * A "forgot password" link: only the SHA-256 of its token is kept, so a database reader cannot
 * use one. Used once (`usedAt`), within its expiry.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId, t.createdAt)],
);

/**
 * An email verification link: only the SHA-256 of its token is kept. It verifies the address it
 * was sent to, once, within 24 hours; an email changed since is not verified by it.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_verifications_user_idx').on(t.userId, t.createdAt)],
);
export type EmailVerificationRow = typeof emailVerifications.$inferSelect;
