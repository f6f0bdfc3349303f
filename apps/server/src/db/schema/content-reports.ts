import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const contentReports = pgTable(
  'content_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject').notNull(),
    /**
     * The subject with case, spacing and punctuation aside: reports sharing it are one
     * problem (one channel, one title) in the back-office.
     */
    subjectKey: text('subject_key').notNull(),
    problemType: text('problem_type', {
      enum: [
        'not_playing',
        'buffering',
        'wrong_guide',
        'audio_subtitles',
        'inappropriate',
        'copyright',
      ],
    }).notNull(),
    details: text('details').notNull(),
    url: text('url'),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['open', 'investigating', 'resolved', 'dismissed'] })
      .notNull()
      .default('open'),
    /** What the reporter was told with the last status change. */
    statusNote: text('status_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('content_reports_status_created_idx').on(t.status, t.createdAt),
    index('content_reports_user_idx').on(t.userId),
    index('content_reports_subject_key_idx').on(t.subjectKey, t.createdAt),
  ],
);

export type ContentReportRow = typeof contentReports.$inferSelect;
export type NewContentReportRow = typeof contentReports.$inferInsert;
