import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: integer('price').notNull(),
    currency: text('currency').notNull().default('USD'),
    periodMonths: integer('period_months').notNull(),
    maxDevices: integer('max_devices').notNull(),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    highlights: jsonb('highlights').$type<('live_tv' | 'sports' | 'vod')[]>().notNull().default([]),
    popular: boolean('popular').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** A card payment activates the subscription at once; off: an admin activates it. */
    activateOnPayment: boolean('activate_on_payment').notNull().default(true),
    /** A free trial's length in hours; 0: the package has no trial. */
    trialHours: integer('trial_hours').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('services_display_idx').on(t.active, t.sortOrder)],
);

export type ServiceRow = typeof services.$inferSelect;
