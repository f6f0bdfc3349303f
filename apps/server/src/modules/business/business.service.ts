import {
  TRIAL_CONVERSION_DAYS,
  type BusinessFigure,
  type BusinessFigures,
  type BusinessQuery,
  type BusinessReport,
} from '@streamfront/contract';
import type { Db } from '../../db/client.ts';
import { unprocessable } from '../../plugins/http-errors.ts';
import { createFinanceRepository, type MoneyRange } from '../finance/finance.repository.ts';
import { defaultCurrency } from '../finance/finance.service.ts';
import { addDays, periodKeys, shiftMonths } from '../finance/periods.ts';
import { createBusinessRepository, type RecurringMonthRow } from './business.repository.ts';

/** Three years of months: enough to compare a season with the two before it. */
export const MAX_MONTHS = 36;
const DEFAULT_MONTHS = 12;
const EARLIEST = '1900-01';
const LATEST = '9999-12';

/** What "paying" means in every formula below (decision 057). */
export const PAYING =
  'A customer is paying at an instant when one of their paid subscriptions runs then: an order ' +
  'that is not a free trial, was paid and not cancelled since, from its start until its end, ' +
  'or until its refund if it was refunded first. Months are UTC months; the month in ' +
  'progress runs to now. Amounts are in minor units of one currency, and only its ' +
  'subscriptions count toward the customer figures.';

export const TOTALS_RULE =
  'For the whole period: paying customers and MRR at the start are the first month’s, at the ' +
  'end the last month’s; counts, revenue and refunds are the months’ sums; each rate is the ' +
  'ratio of those sums, and revenue per paying customer is the revenue over the sum of the ' +
  'months’ paying customers (per customer and month).';

/** The formula of each monthly figure, as the API answers it beside the figures. */
export const FORMULAS: Record<BusinessFigure, string> = {
  payingAtStart: 'Customers paying at the month’s first instant (00:00 UTC on the 1st).',
  payingAtEnd:
    'Customers paying at the month’s last instant (00:00 UTC on the next 1st), or now for the month in progress.',
  newCustomers: 'Customers paying in the month whose first paid subscription ever started in it.',
  renewedCustomers:
    'Customers with a renewal (an order renewing a paid order, not a trial) that started in the month.',
  returnedCustomers:
    'Customers paying at some moment of the month, not at its start, who had paid before it.',
  lostCustomers: 'Customers paying at the month’s start and not at its end.',
  churnRate: 'Lost customers ÷ paying customers at the start.',
  subscriptionsEnded:
    'Paid subscriptions whose end date fell in the month (by now); refunded ones are left out.',
  subscriptionsRenewed: 'Of the subscriptions that ended, those a paid order renews.',
  renewalRate: 'Subscriptions renewed ÷ subscriptions ended.',
  mrrAtStart:
    'Σ price ÷ months of its period, over the paid subscriptions running at the month’s start.',
  mrr: 'Σ price ÷ months of its period, over the paid subscriptions running at the month’s end (monthly recurring revenue).',
  mrrChange: 'MRR at the end − MRR at the start.',
  revenue:
    'Σ (subtotal − discount) of the orders paid in the month, cancelled ones left out: Finance’s gross − discounts.',
  trialsStarted: 'Free trials that started in the month.',
  trialsConverted: `Of those, trials whose customer paid for a package between the trial’s start and ${TRIAL_CONVERSION_DAYS} days after its end.`,
  trialsUndecided: `Of those, trials not converted yet whose ${TRIAL_CONVERSION_DAYS} days after the end are still running.`,
  conversionRate: 'Trials converted ÷ trials started.',
  payingCustomers: 'Customers paying at some moment of the month.',
  arppu: 'Revenue ÷ paying customers of the month (average revenue per paying customer).',
  refunds: 'Σ total of the orders refunded in the month, dated by the refund: Finance’s refunds.',
  refundShare: 'Refunds ÷ revenue.',
};

const MONTH = /^\d{4}-\d{2}$/;

/** A bound's UTC month: a month as given, a day's month, an instant's month in UTC. */
function monthOf(bound: string): string {
  if (MONTH.test(bound)) return bound;
  if (/^\d{4}-\d{2}-\d{2}$/.test(bound)) return bound.slice(0, 7);
  return new Date(bound).toISOString().slice(0, 7);
}

const addMonths = (month: string, months: number) => shiftMonths(`${month}-01`, months).slice(0, 7);

/**
 * The months a query asks for: without bounds the 12 months to the current one, with one
 * bound the 12 from or to it. A reversed period, one longer than 36 months or one outside
 * 1900–9999 is refused with a 422 naming the field.
 */
export function businessRange(query: BusinessQuery, now = new Date()) {
  const errors: Record<string, string[]> = {};
  let from: string | undefined;
  let to: string | undefined;
  for (const field of ['from', 'to'] as const) {
    const bound = query[field];
    if (!bound) continue;
    // An instant a hundred years before 1900 is refused below, not turned into a `-0001` year.
    const month = monthOf(bound);
    if (!MONTH.test(month) || month < EARLIEST || month > LATEST) {
      errors[field] = ['Enter a month between 1900 and 9999'];
    } else if (field === 'from') from = month;
    else to = month;
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  if (!to) to = from ? addMonths(from, DEFAULT_MONTHS - 1) : now.toISOString().slice(0, 7);
  if (!from) from = addMonths(to, -(DEFAULT_MONTHS - 1));
  if (from > to) throw unprocessable({ to: ['The last month must be on or after the first'] });
  const months = periodKeys(`${from}-01`, `${to}-01`, 'month');
  if (months.length > MAX_MONTHS) {
    throw unprocessable(
      { to: [`A period can cover at most ${MAX_MONTHS} months`] },
      'The period is too long',
    );
  }
  return { from, to, months };
}

const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);

function gcd(a: bigint, b: bigint): bigint {
  return b === 0n ? a : gcd(b, a % b);
}

/**
 * Σ amount ÷ months over subscriptions summed per length of period, divided exactly (a
 * common denominator) and rounded once, half up: a year's 199.00 is 16.58333… a month, and
 * rounding each subscription apart would drift by up to half a cent each.
 */
export function spreadOverMonths(parts: { periodMonths: number; amount: number }[]): number {
  const denominator = parts.reduce((l, p) => {
    const months = BigInt(p.periodMonths);
    return (l * months) / gcd(l, months);
  }, 1n);
  const numerator = parts.reduce(
    (sum, p) => sum + BigInt(p.amount) * (denominator / BigInt(p.periodMonths)),
    0n,
  );
  return Number((2n * numerator + denominator) / (2n * denominator));
}

function figuresOf(
  counts: Omit<
    BusinessFigures,
    'churnRate' | 'renewalRate' | 'mrrChange' | 'conversionRate' | 'arppu' | 'refundShare'
  >,
): BusinessFigures {
  return {
    ...counts,
    churnRate: ratio(counts.lostCustomers, counts.payingAtStart),
    renewalRate: ratio(counts.subscriptionsRenewed, counts.subscriptionsEnded),
    mrrChange: counts.mrr - counts.mrrAtStart,
    conversionRate: ratio(counts.trialsConverted, counts.trialsStarted),
    arppu:
      counts.payingCustomers === 0 ? null : Math.round(counts.revenue / counts.payingCustomers),
    refundShare: ratio(counts.refunds, counts.revenue),
  };
}

const SUMMED = [
  'newCustomers',
  'renewedCustomers',
  'returnedCustomers',
  'lostCustomers',
  'subscriptionsEnded',
  'subscriptionsRenewed',
  'revenue',
  'trialsStarted',
  'trialsConverted',
  'trialsUndecided',
  'payingCustomers',
  'refunds',
] as const;

/** The period's figures from its months, by TOTALS_RULE. */
function totalsOf(months: BusinessFigures[]): BusinessFigures {
  const first = months[0]!;
  const last = months.at(-1)!;
  const sums = Object.fromEntries(
    SUMMED.map((key) => [key, months.reduce((sum, month) => sum + month[key], 0)]),
  ) as Record<(typeof SUMMED)[number], number>;
  const figures = figuresOf({
    ...sums,
    payingAtStart: first.payingAtStart,
    payingAtEnd: last.payingAtEnd,
    mrrAtStart: first.mrrAtStart,
    mrr: last.mrr,
  });
  // Rates over the period divide the months' sums, not the first month's start.
  const startsSum = months.reduce((sum, month) => sum + month.payingAtStart, 0);
  return { ...figures, churnRate: ratio(sums.lostCustomers, startsSum) };
}

/**
 * The owner's numbers for the months of a query, in one currency (the finance summary's
 * default unless asked). Revenue and refunds are the finance repository's own queries over
 * UTC months, so the two pages agree to the cent.
 */
export async function businessReport(
  db: Db,
  query: BusinessQuery,
  now = new Date(),
): Promise<BusinessReport> {
  const { from, to, months } = businessRange(query, now);
  const lastDay = addDays(shiftMonths(`${to}-01`, 1), -1);
  const money: MoneyRange = { from: `${from}-01`, to: lastDay, timeZone: 'UTC' };
  const finance = createFinanceRepository(db);
  // Asked for a currency, the list of the others is read beside the figures, not before.
  const listed = finance.currencies(money);
  const currency = query.currency ?? defaultCurrency(await listed);

  const repo = createBusinessRepository(db);
  const span = { months, now, currency };
  const [{ customers, recurring }, ended, trials, paid, refunded] = await Promise.all([
    repo.customersAndRecurring(span),
    repo.endedAndRenewed(span),
    repo.trialsByMonth(
      new Date(`${from}-01T00:00:00Z`),
      new Date(`${addMonths(to, 1)}-01T00:00:00Z`),
      now,
    ),
    finance.paidByPeriod(money, 'month', currency),
    finance.refundedByPeriod(money, 'month', currency),
  ]);
  const found = await listed;

  const byMonth = <T extends { month: string }>(rows: T[]) =>
    new Map(rows.map((row) => [row.month, row]));
  const customersOf = byMonth(customers);
  const endedOf = byMonth(ended);
  const trialsOf = byMonth(trials);
  const recurringOf = new Map<string, RecurringMonthRow[]>();
  for (const row of recurring) {
    recurringOf.set(row.month, [...(recurringOf.get(row.month) ?? []), row]);
  }
  const revenueOf = new Map<string, number>();
  const packages = new Map<
    string,
    { serviceId: string | null; serviceName: string; byMonth: Map<string, number> }
  >();
  for (const row of paid) {
    const amount = row.gross - row.discounts;
    revenueOf.set(row.period, (revenueOf.get(row.period) ?? 0) + amount);
    // One row per package that still exists, whatever it is called now; a deleted one by name.
    const key = row.serviceId ?? `name:${row.serviceName}`;
    let pkg = packages.get(key);
    if (!pkg) {
      pkg = { serviceId: row.serviceId, serviceName: row.serviceName, byMonth: new Map() };
      packages.set(key, pkg);
    }
    pkg.byMonth.set(row.period, (pkg.byMonth.get(row.period) ?? 0) + amount);
  }
  const refundsOf = new Map<string, number>();
  for (const row of refunded) {
    refundsOf.set(row.period, (refundsOf.get(row.period) ?? 0) + row.refunds);
  }

  const rows = months.map((month) => {
    const people = customersOf.get(month);
    const lengths = recurringOf.get(month) ?? [];
    const trial = trialsOf.get(month);
    return {
      month,
      ...figuresOf({
        payingAtStart: people?.payingAtStart ?? 0,
        payingAtEnd: people?.payingAtEnd ?? 0,
        newCustomers: people?.newCustomers ?? 0,
        renewedCustomers: people?.renewedCustomers ?? 0,
        returnedCustomers: people?.returnedCustomers ?? 0,
        lostCustomers: people?.lostCustomers ?? 0,
        subscriptionsEnded: endedOf.get(month)?.ended ?? 0,
        subscriptionsRenewed: endedOf.get(month)?.renewed ?? 0,
        mrrAtStart: spreadOverMonths(lengths.map((l) => ({ ...l, amount: l.atStart }))),
        mrr: spreadOverMonths(lengths.map((l) => ({ ...l, amount: l.atEnd }))),
        revenue: revenueOf.get(month) ?? 0,
        trialsStarted: trial?.started ?? 0,
        trialsConverted: trial?.converted ?? 0,
        trialsUndecided: trial?.undecided ?? 0,
        payingCustomers: people?.payingCustomers ?? 0,
        refunds: refundsOf.get(month) ?? 0,
      }),
    };
  });

  return {
    currency,
    currencies: [...new Set([...found.map((row) => row.currency), currency])].sort(),
    from,
    to,
    asOf: now.toISOString(),
    months: rows,
    totals: totalsOf(rows),
    packages: [...packages.values()]
      .map((pkg) => ({
        serviceId: pkg.serviceId,
        serviceName: pkg.serviceName,
        revenue: [...pkg.byMonth.values()].reduce((sum, amount) => sum + amount, 0),
        months: months.map((month) => ({ month, revenue: pkg.byMonth.get(month) ?? 0 })),
      }))
      .sort((a, b) => b.revenue - a.revenue || a.serviceName.localeCompare(b.serviceName)),
    formulas: FORMULAS,
    paying: PAYING,
    totalsRule: TOTALS_RULE,
  };
}
