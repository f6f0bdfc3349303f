import type {
  FinanceEntry,
  FinanceSummary,
  FinanceSummaryQuery,
  OrderMoney,
  PaidWith,
  PeriodMoney,
} from '@streamfront/contract';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { notFound, unprocessable } from '../../plugins/http-errors.ts';
import { recordAudit } from '../audit-log/audit.ts';
import {
  createFinanceRepository,
  entrySummary,
  type EntryColumns,
  type MoneyRange,
} from './finance.repository.ts';
import { addDays, boundDay, dayIn, daysBetween, periodKeys } from './periods.ts';

/** By day, a summary covers at most three years (and a leap day): enough for any chart. */
export const MAX_DAYS = 3 * 365 + 1;
/** By month, at most twenty years. */
export const MAX_MONTHS = 20 * 12;
const DEFAULT_DAYS = 30;
const FALLBACK_CURRENCY = 'USD';
const EARLIEST = '1900-01-01';
const LATEST = '9999-12-30';

const NO_ORDER_MONEY: OrderMoney = {
  paidOrders: 0,
  gross: 0,
  discounts: 0,
  refundedOrders: 0,
  refunds: 0,
  net: 0,
};
const noMoney = (): PeriodMoney => ({ ...NO_ORDER_MONEY, income: 0, expenses: 0, profit: 0 });

/**
 * The days a query asks for, in its time zone: without dates the last 30 days to today, with
 * one bound the 30 days from or to it. Refuses a reversed or too long range with a 422.
 */
export function summaryRange(query: FinanceSummaryQuery, now = new Date()): MoneyRange {
  const { timeZone } = query;
  let from = query.from && boundDay(query.from, timeZone);
  let to = query.to && boundDay(query.to, timeZone);
  if (!to) to = from ? addDays(from, DEFAULT_DAYS - 1) : dayIn(timeZone, now);
  if (!from) from = addDays(to, -(DEFAULT_DAYS - 1));
  const errors: Record<string, string[]> = {};
  for (const [field, day] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (day < EARLIEST || day > LATEST) errors[field] = ['Enter a date between 1900 and 9999'];
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  if (from > to) throw unprocessable({ to: ['The end date must be on or after the start date'] });
  if (query.groupBy === 'day' && daysBetween(from, to) > MAX_DAYS) {
    throw unprocessable(
      { to: ['By day, a period can cover at most 3 years; group by month for longer ones'] },
      'The period is too long to show by day',
    );
  }
  if (query.groupBy === 'month' && periodKeys(from, to, 'month').length > MAX_MONTHS) {
    throw unprocessable(
      { to: ['By month, a period can cover at most 20 years'] },
      'The period is too long',
    );
  }
  return { from, to, timeZone };
}

function addOrderMoney<T extends OrderMoney>(into: T, money: Partial<OrderMoney>): T {
  into.paidOrders += money.paidOrders ?? 0;
  into.gross += money.gross ?? 0;
  into.discounts += money.discounts ?? 0;
  into.refundedOrders += money.refundedOrders ?? 0;
  into.refunds += money.refunds ?? 0;
  into.net = into.gross - into.discounts - into.refunds;
  return into;
}

const withProfit = (money: PeriodMoney) => ({
  ...money,
  profit: money.net + money.income - money.expenses,
});

/**
 * The default of a summary (and of the business figures): the currency most of the range's
 * orders were paid in, else USD.
 */
export function defaultCurrency(found: { currency: string; paidOrders: number }[]): string {
  const best = [...found]
    .filter((row) => row.paidOrders > 0)
    .sort((a, b) => b.paidOrders - a.paidOrders || a.currency.localeCompare(b.currency))[0];
  return best?.currency ?? FALLBACK_CURRENCY;
}

/**
 * PostgreSQL's zone names come from its own tz database, which may lag the one Intl knows:
 * a zone it refuses is the caller's input, answered with a 422 and not a 500.
 */
async function inZone<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const cause = (error as { cause?: { code?: string }; code?: string }) ?? {};
    const code = cause.code ?? cause.cause?.code;
    if (code === '22023') throw unprocessable({ timeZone: ['Unknown time zone'] });
    throw error;
  }
}

/**
 * The money of a range, by period, by package and by how it was paid, in one currency. The dashboard reads its
 * revenue from here too, so the two pages can never disagree.
 */
export async function financeSummary(
  db: Db,
  query: FinanceSummaryQuery,
  now = new Date(),
): Promise<FinanceSummary> {
  const range = summaryRange(query, now);
  const repo = createFinanceRepository(db);
  const found = await inZone(() => repo.currencies(range));
  const currency = query.currency ?? defaultCurrency(found);
  const [paid, refunded, entries] = await inZone(() =>
    Promise.all([
      repo.paidByPeriod(range, query.groupBy, currency),
      repo.refundedByPeriod(range, query.groupBy, currency),
      repo.entriesByPeriod(range, query.groupBy, currency),
    ]),
  );

  const periods = new Map(
    periodKeys(range.from, range.to, query.groupBy).map((k) => [k, noMoney()]),
  );
  const at = (period: string) => {
    const money = periods.get(period);
    // Every row falls in the range's periods; anything else is a bug worth hearing about.
    if (!money)
      throw new Error(`finance summary: period ${period} outside ${range.from}–${range.to}`);
    return money;
  };
  type PackageMoney = OrderMoney & { serviceId: string | null; serviceName: string };
  const packages = new Map<string, PackageMoney>();
  const packageOf = (row: { serviceId: string | null; serviceName: string }) => {
    // A package that still exists is one row whatever it was called; a deleted one is its name.
    const key = row.serviceId ?? `name:${row.serviceName}`;
    let money = packages.get(key);
    if (!money) {
      money = { serviceId: row.serviceId, serviceName: row.serviceName, ...NO_ORDER_MONEY };
      packages.set(key, money);
    }
    return money;
  };

  type MethodMoney = OrderMoney & { paidWith: PaidWith | null };
  const methods = new Map<PaidWith | null, MethodMoney>();
  const methodOf = ({ paidWith }: { paidWith: PaidWith | null }) => {
    let money = methods.get(paidWith);
    if (!money) {
      money = { paidWith, ...NO_ORDER_MONEY };
      methods.set(paidWith, money);
    }
    return money;
  };

  for (const row of paid) {
    const money = { paidOrders: row.orders, gross: row.gross, discounts: row.discounts };
    addOrderMoney(at(row.period), money);
    addOrderMoney(packageOf(row), money);
    addOrderMoney(methodOf(row), money);
  }
  for (const row of refunded) {
    const money = { refundedOrders: row.orders, refunds: row.refunds };
    addOrderMoney(at(row.period), money);
    addOrderMoney(packageOf(row), money);
    addOrderMoney(methodOf(row), money);
  }
  for (const row of entries) {
    const money = at(row.period);
    if (row.kind === 'income') money.income += row.amount;
    else money.expenses += row.amount;
  }

  const rows = [...periods].map(([period, money]) => ({ period, ...withProfit(money) }));
  const totals = noMoney();
  for (const row of rows) {
    addOrderMoney(totals, row);
    totals.income += row.income;
    totals.expenses += row.expenses;
  }
  const currencies = new Set([...found.map((row) => row.currency), currency]);
  return {
    currency,
    currencies: [...currencies].sort(),
    from: range.from,
    to: range.to,
    groupBy: query.groupBy,
    timeZone: range.timeZone,
    totals: withProfit(totals),
    periods: rows,
    packages: [...packages.values()].sort(
      (a, b) => b.net - a.net || a.serviceName.localeCompare(b.serviceName),
    ),
    methods: [...methods.values()].sort(
      (a, b) => b.net - a.net || (a.paidWith ?? '~').localeCompare(b.paidWith ?? '~'),
    ),
  };
}

// ---- Manual entries ---------------------------------------------------------------------

const ENTRY_NOT_FOUND = 'Finance entry not found';

export async function createEntry(
  db: Db,
  actorId: string,
  body: EntryColumns,
): Promise<FinanceEntry> {
  return inTransaction(db, async (tx) => {
    const entry = await createFinanceRepository(tx).createEntry(body, actorId);
    await recordAudit(tx, {
      actorId,
      action: 'finance_entry.create',
      entityType: 'finance_entry',
      entityId: entry.id,
      after: entrySummary(entry),
    });
    return entry;
  });
}

export async function updateEntry(
  db: Db,
  actorId: string,
  id: string,
  patch: Partial<EntryColumns>,
): Promise<FinanceEntry> {
  return inTransaction(db, async (tx) => {
    const repo = createFinanceRepository(tx);
    const before = await repo.getEntry(id);
    if (!before) throw notFound(ENTRY_NOT_FOUND);
    const after = (await repo.updateEntry(id, patch))!;
    await recordAudit(tx, {
      actorId,
      action: 'finance_entry.update',
      entityType: 'finance_entry',
      entityId: id,
      before: entrySummary(before),
      after: entrySummary(after),
    });
    return after;
  });
}

export async function deleteEntry(db: Db, actorId: string, id: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    const repo = createFinanceRepository(tx);
    const before = await repo.getEntry(id);
    if (!before || !(await repo.removeEntry(id))) throw notFound(ENTRY_NOT_FOUND);
    await recordAudit(tx, {
      actorId,
      action: 'finance_entry.delete',
      entityType: 'finance_entry',
      entityId: id,
      before: entrySummary(before),
    });
  });
}
