import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Each demo-content step runs once: deleting seeded rows later does not bring them back. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});
