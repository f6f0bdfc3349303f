import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';

/** The live sports schedule shown on the home page. */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    sport: text('sport').notNull(),
    competition: text('competition'),
    participants: jsonb('participants').$type<string[]>().notNull().default([]),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    channel: text('channel'),
    status: text('status', { enum: ['scheduled', 'live', 'finished', 'cancelled'] })
      .notNull()
      .default('scheduled'),
    featured: boolean('featured').notNull().default(false),
    /** An uploaded picture; without one the web shows the sport's badge. */
    image: bytea('image'),
    imageMime: text('image_mime'),
    /** Content hash of the stored image: the `v` of its URL. */
    imageVersion: text('image_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('events_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    index('events_schedule_idx').on(t.status, t.endsAt, t.startsAt),
  ],
);

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;
