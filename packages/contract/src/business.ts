import { z } from 'zod';
import { CacheBustSchema, DateBoundSchema, IsoDateSchema, okSchema } from './common.ts';
import { CurrencyCodeSchema } from './finance.ts';

/**
 * The owner's numbers (issue 25): paying customers, churn, recurring revenue, trials and
 * revenue per customer, month by month, computed from the orders, their timelines and the
 * trials at the moment of asking. Months are UTC months. Each answer carries the words that
 * define its figures (`formulas`), so the page shows them beside each one; decision record
 * 057 gives the reasoning.
 */

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const BOUND_MESSAGE = 'Enter a month such as 2026-11 or a date such as 2026-11-01';

/** `2026-11`: a calendar month. */
export const MonthSchema = z.string().regex(MONTH, 'Enter a month such as 2026-11');

/**
 * A month (`2026-11`), or a day or an instant, which stands for its UTC month. One message
 * whichever form was meant: zod would otherwise name the first form's problem only.
 */
export const MonthBoundSchema = z.union(
  [z.string().regex(MONTH, BOUND_MESSAGE), DateBoundSchema],
  BOUND_MESSAGE,
);

/**
 * `GET /api/admin/business` and its CSV: without bounds, the last 12 months to the current
 * one; with one bound, the 12 months from or to it. At most 36 months.
 */
export const BusinessQuerySchema = CacheBustSchema.extend({
  from: MonthBoundSchema.optional(),
  to: MonthBoundSchema.optional(),
  /** The money figures' currency; defaults as the finance summary's does. */
  currency: CurrencyCodeSchema.optional(),
}).strict();
export type BusinessQuery = z.infer<typeof BusinessQuerySchema>;

const count = z.number().int();
/** A share between 0 and 1; null when there was nothing to divide by. */
const rate = z.number().nullable();
/** Integer minor units of the answer's currency. */
const money = z.number().int();

/** The figures of one month (or, in `totals`, of the whole period). */
export const BusinessFiguresSchema = z.object({
  // Customers
  payingAtStart: count,
  payingAtEnd: count,
  newCustomers: count,
  renewedCustomers: count,
  returnedCustomers: count,
  lostCustomers: count,
  churnRate: rate,
  subscriptionsEnded: count,
  subscriptionsRenewed: count,
  renewalRate: rate,
  // Recurring revenue
  mrrAtStart: money,
  mrr: money,
  mrrChange: money,
  revenue: money,
  // Trials
  trialsStarted: count,
  trialsConverted: count,
  trialsUndecided: count,
  conversionRate: rate,
  // Per paying customer
  payingCustomers: count,
  arppu: money.nullable(),
  refunds: money,
  refundShare: rate,
});
export type BusinessFigures = z.infer<typeof BusinessFiguresSchema>;

export const BUSINESS_FIGURES = BusinessFiguresSchema.keyof().options;
export type BusinessFigure = (typeof BUSINESS_FIGURES)[number];

/** The figures in the groups the page charts them by, in the order they are shown. */
export const BUSINESS_GROUPS = {
  customers: [
    'payingAtStart',
    'payingAtEnd',
    'newCustomers',
    'renewedCustomers',
    'returnedCustomers',
    'lostCustomers',
    'churnRate',
    'subscriptionsEnded',
    'subscriptionsRenewed',
    'renewalRate',
  ],
  recurringRevenue: ['mrrAtStart', 'mrr', 'mrrChange', 'revenue'],
  trials: ['trialsStarted', 'trialsConverted', 'trialsUndecided', 'conversionRate'],
  perCustomer: ['payingCustomers', 'arppu', 'refunds', 'refundShare'],
} as const satisfies Record<string, readonly BusinessFigure[]>;

/** The figures that are shares (0–1) rather than counts or money. */
export const BUSINESS_RATES = [
  'churnRate',
  'renewalRate',
  'conversionRate',
  'refundShare',
] as const satisfies readonly BusinessFigure[];
/** The figures in minor units of the answer's currency. */
export const BUSINESS_MONEY = [
  'mrrAtStart',
  'mrr',
  'mrrChange',
  'revenue',
  'arppu',
  'refunds',
] as const satisfies readonly BusinessFigure[];

export const BusinessReportSchema = z.object({
  currency: z.string(),
  /** Every currency with money in the period, to switch between. */
  currencies: z.array(z.string()),
  from: MonthSchema,
  to: MonthSchema,
  /** The instant the figures were computed at: the month in progress runs to it. */
  asOf: IsoDateSchema,
  /** One row per month of the period, oldest first. */
  months: z.array(BusinessFiguresSchema.extend({ month: MonthSchema })),
  /** The whole period (`totalsRule` says how the months add up). */
  totals: BusinessFiguresSchema,
  /** Revenue by package, largest first, with every month of the period. */
  packages: z.array(
    z.object({
      serviceId: z.uuid().nullable(),
      serviceName: z.string(),
      revenue: money,
      months: z.array(z.object({ month: MonthSchema, revenue: money })),
    }),
  ),
  /** How each figure of a month is computed, in words. */
  formulas: z.record(z.enum(BUSINESS_FIGURES), z.string()),
  /** What "paying" means in the formulas. */
  paying: z.string(),
  /** How the months add up to `totals`. */
  totalsRule: z.string(),
});
export type BusinessReport = z.infer<typeof BusinessReportSchema>;
export const BusinessReportAnswerSchema = okSchema(BusinessReportSchema);
export type BusinessReportAnswer = z.infer<typeof BusinessReportAnswerSchema>;

/** The fixed columns of `GET /api/admin/business/export.csv`; one `revenue: <package>` column per package follows. */
export const BUSINESS_CSV_COLUMNS = ['month', 'currency', ...BUSINESS_FIGURES] as const;
