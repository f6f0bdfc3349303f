import { FINANCE_ENTRY_KINDS } from '@streamfront/contract';
import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The business's own income and expenses beside its orders. `date` is a calendar day as the
 * admin entered it (no time zone), `amount` positive minor units; `kind` gives the direction.
 */
export const financeEntries = pgTable(
  'finance_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: FINANCE_ENTRY_KINDS }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('finance_entries_date_idx').on(t.date)],
);

export type FinanceEntryRow = typeof financeEntries.$inferSelect;
