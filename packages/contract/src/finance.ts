import { z } from 'zod';
import {
  CacheBustSchema,
  DateBoundSchema,
  IsoDateSchema,
  RecordIdsSchema,
  listSchema,
  okSchema,
} from './common.ts';
import { adminListQuerySchema } from './list.ts';
import { PaidWithSchema } from './orders.ts';

/**
 * Money of the business, from its orders and its own entries. Every amount is integer minor
 * units of `currency`; one summary covers one currency (a shop selling in two gets two).
 *
 * How an order counts: its `subtotal` and `discount` on the day it was paid (`paidAt`), its
 * `total` as a refund on the day it was refunded. Pending and cancelled orders never count;
 * a refunded order counts twice, once each way, so `net` of a period is what stayed.
 */

/** An IANA time zone ("Europe/Berlin"): the days and months are those of the person asking. */
export const TimeZoneSchema = z.string().refine(
  (zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  },
  { message: 'Unknown time zone' },
);

export const CurrencyCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'Currency must be a three-letter code such as USD')
  .transform((code) => code.toUpperCase());

export const FINANCE_GROUPINGS = ['day', 'month'] as const;
export const FinanceGroupingSchema = z.enum(FINANCE_GROUPINGS, 'Group by day or month');
export type FinanceGrouping = z.infer<typeof FinanceGroupingSchema>;

/** `GET /api/admin/finance/summary` and its CSV: without dates, the last 30 days. */
export const FinanceSummaryQuerySchema = CacheBustSchema.extend({
  from: DateBoundSchema.optional(),
  to: DateBoundSchema.optional(),
  groupBy: FinanceGroupingSchema.default('day'),
  /** Defaults to the currency most of the period's orders were paid in (else USD). */
  currency: CurrencyCodeSchema.optional(),
  timeZone: TimeZoneSchema.default('UTC'),
}).strict();
export type FinanceSummaryQuery = z.infer<typeof FinanceSummaryQuerySchema>;

/** What the orders of a period brought in. */
export const OrderMoneySchema = z.object({
  /** Orders paid in the period. */
  paidOrders: z.number().int(),
  /** Sum of their subtotals (list prices). */
  gross: z.number().int(),
  /** Sum of the discounts granted on them. */
  discounts: z.number().int(),
  /** Orders refunded in the period and the sum of their totals. */
  refundedOrders: z.number().int(),
  refunds: z.number().int(),
  /** gross − discounts − refunds. */
  net: z.number().int(),
});
export type OrderMoney = z.infer<typeof OrderMoneySchema>;

/** The orders' money plus the business's own entries. */
export const PeriodMoneySchema = OrderMoneySchema.extend({
  income: z.number().int(),
  expenses: z.number().int(),
  /** net + income − expenses. */
  profit: z.number().int(),
});
export type PeriodMoney = z.infer<typeof PeriodMoneySchema>;

export const FinanceSummarySchema = z.object({
  currency: z.string(),
  /** Every currency with orders or entries in the period, to switch between. */
  currencies: z.array(z.string()),
  /** The days asked for, in `timeZone`: `2026-11-01`. */
  from: z.iso.date(),
  to: z.iso.date(),
  groupBy: FinanceGroupingSchema,
  timeZone: z.string(),
  totals: PeriodMoneySchema,
  /** One row per day (`2026-11-01`) or month (`2026-11`) of the period, empty ones included. */
  periods: z.array(PeriodMoneySchema.extend({ period: z.string() })),
  /** By package, largest net first; a deleted package keeps the name it was sold under. */
  packages: z.array(
    OrderMoneySchema.extend({ serviceId: z.uuid().nullable(), serviceName: z.string() }),
  ),
  /**
   * By how each order was paid (PAID_WITH), largest net first; null: paid before the method
   * was recorded.
   */
  methods: z.array(OrderMoneySchema.extend({ paidWith: PaidWithSchema.nullable() })),
});
export type FinanceSummary = z.infer<typeof FinanceSummarySchema>;
export const FinanceSummaryAnswerSchema = okSchema(FinanceSummarySchema);
export type FinanceSummaryAnswer = z.infer<typeof FinanceSummaryAnswerSchema>;

/** A period's figures, in the order the tables and the CSV give them. */
export const PERIOD_MONEY_KEYS = PeriodMoneySchema.keyof().options;

/** The figures of a period with nothing in it. */
export const NO_MONEY = Object.fromEntries(PERIOD_MONEY_KEYS.map((key) => [key, 0])) as PeriodMoney;

/** The columns of `GET /api/admin/finance/export.csv`: one row per period, then a total row. */
export const FINANCE_CSV_COLUMNS = ['period', 'currency', ...PERIOD_MONEY_KEYS] as const;

// ---- Manual entries ------------------------------------------------------------------

export const FINANCE_ENTRY_KINDS = ['income', 'expense'] as const;
export const FinanceEntryKindSchema = z.enum(FINANCE_ENTRY_KINDS, 'Choose income or expense');
export type FinanceEntryKind = z.infer<typeof FinanceEntryKindSchema>;

export const FinanceEntrySchema = RecordIdsSchema.extend({
  kind: FinanceEntryKindSchema,
  /** The day it belongs to, as the admin entered it. */
  date: z.iso.date(),
  category: z.string(),
  /** Positive, integer minor units; `kind` says which way it goes. */
  amount: z.number().int(),
  currency: z.string(),
  note: z.string().nullable(),
  createdBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
});
export type FinanceEntry = z.infer<typeof FinanceEntrySchema>;

const entryFields = {
  kind: FinanceEntryKindSchema,
  date: z.iso.date('Enter a date such as 2026-11-01'),
  category: z
    .string('Enter a category')
    .trim()
    .min(1, 'Enter a category')
    .max(60, 'Category must be at most 60 characters'),
  amount: z
    .number('Enter an amount in minor units (cents)')
    .int('Enter the amount in whole minor units (cents)')
    .min(1, 'Amount must be more than 0')
    .max(1_000_000_000, 'Amount is too large'),
  currency: CurrencyCodeSchema,
  note: z.string().trim().max(500, 'Note must be at most 500 characters').nullable(),
};

/** `POST /api/admin/finance/entries`: currency defaults to USD, note to none. */
export const CreateFinanceEntryBodySchema = z
  .object({
    ...entryFields,
    currency: entryFields.currency.default('USD'),
    note: entryFields.note.optional(),
  })
  .strict();
export type CreateFinanceEntryBody = z.input<typeof CreateFinanceEntryBodySchema>;

/** `PATCH /api/admin/finance/entries/:id`: the fields that change. */
export const UpdateFinanceEntryBodySchema = z
  .object(entryFields)
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to update' });
export type UpdateFinanceEntryBody = z.input<typeof UpdateFinanceEntryBodySchema>;

export const FINANCE_ENTRY_SORT_KEYS = ['date', 'amount', 'category', 'createdAt'] as const;

/** `GET /api/admin/finance/entries`: search category and note; filters; sort; page. */
export const FinanceEntryListQuerySchema = adminListQuerySchema(FINANCE_ENTRY_SORT_KEYS, '-date', {
  kind: FinanceEntryKindSchema.optional(),
  currency: CurrencyCodeSchema.optional(),
  from: DateBoundSchema.optional(),
  to: DateBoundSchema.optional(),
});
export type FinanceEntryListQuery = z.infer<typeof FinanceEntryListQuerySchema>;

export const FinanceEntryAnswerSchema = okSchema(FinanceEntrySchema);
export const FinanceEntryListAnswerSchema = listSchema(FinanceEntrySchema);
export type FinanceEntryListAnswer = z.infer<typeof FinanceEntryListAnswerSchema>;
