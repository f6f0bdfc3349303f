import { TRIAL_CONVERSION_DAYS, type BusinessFigures } from '@streamfront/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderStatusEvents, orders, trials, type OrderRow } from '../db/schema/index.ts';

/**
 * The owner's numbers worked out a second way, for the tests: plain TypeScript over every
 * raw row of orders, refunds and trials, one customer and one month at a time, sharing no
 * code with modules/business (no SQL, no service). What it and the server both follow is the
 * wording of decision 057.
 */

export interface RawRows {
  orders: OrderRow[];
  refundedAt: Map<string, Date>;
  trials: { userId: string; startsAt: Date; endsAt: Date }[];
}

export async function readRawRows(db: Db): Promise<RawRows> {
  const refunds = await db
    .select({ orderId: orderStatusEvents.orderId, at: orderStatusEvents.createdAt })
    .from(orderStatusEvents)
    .where(eq(orderStatusEvents.toStatus, 'refunded'));
  const refundedAt = new Map<string, Date>();
  for (const { orderId, at } of refunds) {
    const seen = refundedAt.get(orderId);
    if (!seen || at < seen) refundedAt.set(orderId, at);
  }
  return {
    orders: await db.select().from(orders),
    refundedAt,
    trials: await db
      .select({ userId: trials.userId, startsAt: trials.startsAt, endsAt: trials.endsAt })
      .from(trials),
  };
}

/** A non-negative fraction in lowest terms, added exactly. */
class Fraction {
  readonly n: bigint;
  readonly d: bigint;
  constructor(n: bigint, d: bigint) {
    this.n = n;
    this.d = d;
  }
  plus(n: number, d: number): Fraction {
    const num = this.n * BigInt(d) + BigInt(n) * this.d;
    const den = this.d * BigInt(d);
    let [a, b] = [num, den];
    while (b !== 0n) [a, b] = [b, a % b];
    return new Fraction(num / a, den / a);
  }
  /** Rounded to a whole number, halves up. */
  rounded(): number {
    const whole = this.n / this.d;
    const rest = this.n - whole * this.d;
    return Number(whole + (2n * rest >= this.d ? 1n : 0n));
  }
}

const DAY_MS = 86_400_000;
const monthStart = (month: string) => new Date(`${month}-01T00:00:00.000Z`);
function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}
const earlier = (a: Date, b: Date) => (a < b ? a : b);
const share = (part: number, whole: number) => (whole === 0 ? null : part / whole);

export interface ExpectedMonth extends BusinessFigures {
  month: string;
}

/**
 * Every month from `from` to `to` (`YYYY-MM`) for `currency`, as seen at `now`, with each
 * package's revenue per month keyed by its id (or `name:<name>` once deleted).
 */
export function expectedFigures(
  raw: RawRows,
  { from, to, currency, now }: { from: string; to: string; currency: string; now: Date },
) {
  const byId = new Map(raw.orders.map((order) => [order.id, order]));
  // The subscriptions that ran: paid, not a trial, not cancelled, from start to end or refund.
  const runs = raw.orders
    .filter(
      (o) =>
        !o.trial &&
        o.paidAt !== null &&
        o.status !== 'cancelled' &&
        o.startsAt !== null &&
        o.expiresAt !== null &&
        o.currency === currency,
    )
    .map((o) => {
      let end = o.expiresAt!;
      if (o.status === 'refunded') end = earlier(end, raw.refundedAt.get(o.id) ?? o.startsAt!);
      return { order: o, start: o.startsAt!, end };
    })
    .filter((run) => run.end > run.start);
  const firstStart = new Map<string, Date>();
  for (const run of runs) {
    const seen = firstStart.get(run.order.userId);
    if (!seen || run.start < seen) firstStart.set(run.order.userId, run.start);
  }
  const payingAt = (t: Date) =>
    new Set(runs.filter((r) => r.start <= t && t < r.end).map((r) => r.order.userId));

  const months: ExpectedMonth[] = [];
  const packages = new Map<string, Map<string, number>>();
  for (let month = from; month <= to; month = nextMonth(month)) {
    const start = earlier(monthStart(month), now);
    const end = earlier(monthStart(nextMonth(month)), now);
    const atStart = payingAt(start);
    const atEnd = payingAt(end);
    const during = new Set(
      runs.filter((r) => r.start < end && r.end > start).map((r) => r.order.userId),
    );
    let newCustomers = 0;
    let returnedCustomers = 0;
    for (const user of during) {
      if (firstStart.get(user)! >= start) newCustomers += 1;
      else if (!atStart.has(user)) returnedCustomers += 1;
    }
    const lostCustomers = [...atStart].filter((user) => !atEnd.has(user)).length;
    const renewed = new Set(
      runs
        .filter((r) => {
          const renewedOrder = r.order.renewalOf ? byId.get(r.order.renewalOf) : undefined;
          return (
            r.order.renewalOf !== null &&
            renewedOrder?.trial !== true &&
            r.start >= start &&
            r.start < end
          );
        })
        .map((r) => r.order.userId),
    );

    const ended = raw.orders.filter(
      (o) =>
        !o.trial &&
        o.paidAt !== null &&
        o.status !== 'cancelled' &&
        o.status !== 'refunded' &&
        o.startsAt !== null &&
        o.currency === currency &&
        o.expiresAt !== null &&
        o.expiresAt >= start &&
        o.expiresAt < end,
    );
    const renewedSubscriptions = ended.filter((o) =>
      raw.orders.some(
        (r) => r.renewalOf === o.id && !r.trial && r.paidAt !== null && r.status !== 'cancelled',
      ),
    ).length;

    let mrrAtStart = new Fraction(0n, 1n);
    let mrrAtEnd = new Fraction(0n, 1n);
    for (const r of runs) {
      if (r.start <= start && start < r.end)
        mrrAtStart = mrrAtStart.plus(r.order.total, r.order.periodMonths);
      if (r.start <= end && end < r.end)
        mrrAtEnd = mrrAtEnd.plus(r.order.total, r.order.periodMonths);
    }

    // Money by the calendar month of the payment and of the refund, in UTC.
    const inMonth = (at: Date | null | undefined) =>
      at !== null && at !== undefined && at.toISOString().slice(0, 7) === month;
    let revenue = 0;
    for (const o of raw.orders) {
      if (o.currency !== currency || o.status === 'cancelled' || !inMonth(o.paidAt)) continue;
      revenue += o.subtotal - o.discount;
      const key = o.serviceId ?? `name:${o.serviceName}`;
      const ofPackage = packages.get(key) ?? new Map<string, number>();
      ofPackage.set(month, (ofPackage.get(month) ?? 0) + o.subtotal - o.discount);
      packages.set(key, ofPackage);
    }
    let refunds = 0;
    for (const [orderId, at] of raw.refundedAt) {
      const o = byId.get(orderId)!;
      if (o.currency === currency && inMonth(at)) refunds += o.total;
    }

    const started = raw.trials.filter((t) => inMonth(t.startsAt));
    const converted = (t: (typeof started)[number]) =>
      raw.orders.some(
        (o) =>
          o.userId === t.userId &&
          !o.trial &&
          o.paidAt !== null &&
          o.paidAt >= t.startsAt &&
          o.paidAt.getTime() < t.endsAt.getTime() + TRIAL_CONVERSION_DAYS * DAY_MS,
      );
    const trialsConverted = started.filter(converted).length;
    const trialsUndecided = started.filter(
      (t) => !converted(t) && t.endsAt.getTime() + TRIAL_CONVERSION_DAYS * DAY_MS > now.getTime(),
    ).length;

    const paying = during.size;
    months.push({
      month,
      payingAtStart: atStart.size,
      payingAtEnd: atEnd.size,
      newCustomers,
      renewedCustomers: renewed.size,
      returnedCustomers,
      lostCustomers,
      churnRate: share(lostCustomers, atStart.size),
      subscriptionsEnded: ended.length,
      subscriptionsRenewed: renewedSubscriptions,
      renewalRate: share(renewedSubscriptions, ended.length),
      mrrAtStart: mrrAtStart.rounded(),
      mrr: mrrAtEnd.rounded(),
      mrrChange: mrrAtEnd.rounded() - mrrAtStart.rounded(),
      revenue,
      trialsStarted: started.length,
      trialsConverted,
      trialsUndecided,
      conversionRate: share(trialsConverted, started.length),
      payingCustomers: paying,
      arppu: paying === 0 ? null : Math.round(revenue / paying),
      refunds,
      refundShare: share(refunds, revenue),
    });
  }
  return { months, packages };
}
