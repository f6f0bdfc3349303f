import { TRIAL_CONVERSION_DAYS } from '@streamfront/contract';
import { and, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { trials } from '../../db/schema/index.ts';
import { trialConverted } from '../../db/trial-conversion.ts';

/**
 * The SQL of the owner's numbers (decision 057). Each statement covers every month of the
 * period at once (the months come from `generate_series`) and reads the orders once, so the
 * cost follows the number of orders, never customers times months of round trips.
 */

/** The months asked for (UTC) and the instant of asking. */
export interface MonthSpan {
  /** `2026-01`…`2026-12`, oldest first, at most 36. */
  months: string[];
  now: Date;
  currency: string;
}

/** One month's customers, as counted from its subscriptions. */
export interface CustomerMonthRow {
  month: string;
  payingAtStart: number;
  payingAtEnd: number;
  payingCustomers: number;
  newCustomers: number;
  returnedCustomers: number;
  lostCustomers: number;
  renewedCustomers: number;
}

/** The prices of one month's running subscriptions of one length, at its start and end. */
export interface RecurringMonthRow {
  month: string;
  periodMonths: number;
  atStart: number;
  atEnd: number;
}

const firstDay = (month: string) => `${month}-01`;

/**
 * Each month with its bounds: `ms` its first instant and `me` the next month's, both in UTC
 * and neither later than now, so the month in progress runs to now; `k` its place (0 first)
 * and `bit` its bit in the masks below (36 months fit a bigint). The series runs over
 * `timestamp` (no zone): a month added to a `timestamptz` follows the session's zone and its
 * daylight saving, which would move UTC midnights. The LIMIT is the planner's row count: it
 * guesses 1,000 rows for a series, and on PostgreSQL that guess alone made the statements
 * look costly enough to compile with JIT, which took longer than running them.
 */
const months = (span: MonthSpan) => sql`months as (
  select g, k - 1 as k, 1::bigint << (k - 1)::int as bit, to_char(g, 'YYYY-MM') as month,
         least(g at time zone 'UTC', ${span.now.toISOString()}::timestamptz) as ms,
         least((g + interval '1 month') at time zone 'UTC', ${span.now.toISOString()}::timestamptz) as me
  from generate_series(
         ${firstDay(span.months[0]!)}::timestamp,
         ${firstDay(span.months.at(-1)!)}::timestamp,
         interval '1 month'
       ) with ordinality as series(g, k)
  limit ${span.months.length}
)`;

/**
 * The paid subscriptions of the currency and the time each ran for: an order that is no free
 * trial, was paid and not cancelled since, from `starts_at` to `expires_at`, or to its refund
 * when that came first (the refund moment is the `refunded` timeline row, as finance dates
 * it). One refunded before it started never ran. `renews_paid`: it renews a paid order, not
 * a trial's (paying after a trial is a conversion, not a renewal).
 */
const subscriptions = (currency: string) => sql`refunded as (
  select order_id, min(created_at) as at
  from order_status_events
  where to_status = 'refunded'
  group by order_id
), subs as (
  select o.user_id, o.starts_at, o.total, o.period_months,
         case when o.status = 'refunded'
              then least(o.expires_at, coalesce(r.at, o.starts_at))
              else o.expires_at end as ends_at,
         o.renewal_of is not null and t.id is null as renews_paid
  from orders o
  -- A join rather than a lookup per refunded order: the planner prices a lookup for every
  -- row, and a price that high turns on JIT compilation, which costs more than the query.
  left join refunded r on r.order_id = o.id
  -- A trial's order is the one its trials row names: a small table, not a scan of orders.
  left join trials t on t.order_id = o.renewal_of
  where not o.trial
    and o.paid_at is not null
    and o.status <> 'cancelled'
    and o.starts_at is not null
    and o.expires_at is not null
    and o.currency = ${currency}
), covered as (
  select * from subs where ends_at > starts_at
)`;

/*
 * Month masks without a row per subscription and month. Number the month boundaries
 * T0…Tn: Tk is month k's first instant (its `ms`) and Tk+1 its last (its `me`), none later
 * than now. They only grow, so one binary search (`width_bucket` over the array of them)
 * places any instant x:
 *   upTo(x)   = #{j : Tj <= x}
 *   before(x) = #{j : Tj < x} = upTo(x − 1 µs), timestamps being whole microseconds
 * and a subscription [a, b) is, in month k,
 *   paying at the start  a <= Tk < b      ⇔ before(a) <= k < before(b)
 *   paying at the end    a <= Tk+1 < b    ⇔ before(a) - 1 <= k < before(b) - 1
 *   paying during it     a < Tk+1, b > Tk ⇔ upTo(a) - 1 <= k < before(b)
 *   starting in it       Tk <= a < Tk+1   ⇔ k = upTo(a) - 1
 * each a run of months, written as a bit mask (bits lo…hi-1) and kept to months 0…n-1.
 * testing/business-figures.ts computes the same figures month by month, as a check.
 */
function maskSql(span: MonthSpan) {
  const n = span.months.length;
  // A subscription over before the first month (sb = 0) or begun after the last (sa > n)
  // has no bit to set. Any other has before(a) <= upTo(a) <= before(b) and sa <= n, so each
  // run below, clamped to 0…n, has hi >= lo: a difference of two powers of two.
  const run = (lo: SQL, hi: SQL) => sql`case when sb = 0 or sa > ${n}::int then 0::bigint
    else (1::bigint << least(${hi}, ${n}::int)) - (1::bigint << greatest(${lo}, 0)) end`;
  return sql`boundaries as (
    select array_append(array_agg(ms order by k), max(me)) as t from months
  ), bounds as materialized (
    -- Materialised: each bound is read several times below, and an inlined one would be
    -- searched for again at every use.
    select c.user_id, c.starts_at, c.total, c.period_months, c.renews_paid,
           width_bucket(c.starts_at - interval '1 microsecond', b.t) as sa,
           width_bucket(c.ends_at - interval '1 microsecond', b.t) as sb,
           width_bucket(c.starts_at, b.t) as ua
    from covered c cross join boundaries b
  ), masks as (
    select user_id, starts_at, total, period_months,
           ${run(sql`sa`, sql`sb`)} as at_start,
           ${run(sql`sa - 1`, sql`sb - 1`)} as at_end,
           ${run(sql`ua - 1`, sql`sb`)} as during,
           case when renews_paid then ${run(sql`ua - 1`, sql`ua`)} else 0::bigint end as renewed
    from bounds
  )`;
}

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

export function createBusinessRepository(db: Db) {
  return {
    /**
     * Customers and recurring revenue of every month, in one statement. A customer is paying at an instant when one of their subscriptions runs
     * then (`starts_at <= t < ends_at`); "during" a month when one runs at some moment of
     * it. Each subscription's months are bit masks (maskSql), each customer's the OR of
     * theirs, so the statement groups by customer, not by customer and month, and never
     * writes a row per subscription and month. Both results come back as JSON, so the orders
     * are read once for both.
     */
    async customersAndRecurring(span: MonthSpan) {
      const result = await db.execute(sql`
        with ${months(span)}, ${subscriptions(span.currency)}, ${maskSql(span)},
        per_customer as (
          select user_id,
                 min(starts_at) as first_start,
                 bit_or(at_start) as at_start,
                 bit_or(at_end) as at_end,
                 bit_or(during) as during,
                 bit_or(renewed) as renewed
          from masks
          group by user_id
        ), kinds as (
          -- Customers with the same months and the same first month count alike: counted
          -- once per kind, then weighted, the last step runs over a few thousand rows, not
          -- every customer times every month. upTo(first start) > k: they started paying
          -- in month k or later.
          select at_start, at_end, during, renewed, width_bucket(p.first_start, b.t) as first,
                 count(*)::int as customers
          from per_customer p cross join boundaries b
          group by 1, 2, 3, 4, 5
        ), customer_rows as (
          select m.month,
                 coalesce(sum(customers) filter (where at_start & m.bit <> 0), 0)::int
                   as "payingAtStart",
                 coalesce(sum(customers) filter (where at_end & m.bit <> 0), 0)::int
                   as "payingAtEnd",
                 coalesce(sum(customers) filter (where during & m.bit <> 0), 0)::int
                   as "payingCustomers",
                 coalesce(sum(customers) filter (
                   where during & m.bit <> 0 and first > m.k
                 ), 0)::int as "newCustomers",
                 coalesce(sum(customers) filter (
                   where during & m.bit <> 0 and at_start & m.bit = 0 and first <= m.k
                 ), 0)::int as "returnedCustomers",
                 coalesce(sum(customers) filter (
                   where at_start & m.bit <> 0 and at_end & m.bit = 0
                 ), 0)::int as "lostCustomers",
                 coalesce(sum(customers) filter (where renewed & m.bit <> 0), 0)::int
                   as "renewedCustomers"
          from kinds
          cross join months m
          group by m.month
        ), recurring_rows as (
          -- Summed per length of period and run of months: the service divides exactly.
          select period_months as "periodMonths", at_start as "atStart", at_end as "atEnd",
                 sum(total)::bigint as total
          from masks
          where at_start <> 0 or at_end <> 0
          group by period_months, at_start, at_end
        )
        select (select coalesce(json_agg(c), '[]') from customer_rows c) as customers,
               (select coalesce(json_agg(r), '[]') from recurring_rows r) as recurring`);
      const [row] = rowsOf<{ customers: unknown; recurring: unknown }>(result);
      // node-postgres parses json itself; a driver that hands back the text is read the same.
      const parse = <T>(value: unknown) =>
        (typeof value === 'string' ? JSON.parse(value) : value) as T;
      type MaskRow = { periodMonths: number; atStart: number; atEnd: number; total: number };
      const recurring = new Map<string, RecurringMonthRow>();
      for (const mask of parse<MaskRow[]>(row!.recurring)) {
        for (const [k, month] of span.months.entries()) {
          const bit = 2 ** k;
          const atStart = Math.floor(mask.atStart / bit) % 2 === 1;
          const atEnd = Math.floor(mask.atEnd / bit) % 2 === 1;
          if (!atStart && !atEnd) continue;
          const key = `${month}:${mask.periodMonths}`;
          const sums = recurring.get(key) ?? {
            month,
            periodMonths: mask.periodMonths,
            atStart: 0,
            atEnd: 0,
          };
          if (atStart) sums.atStart += Number(mask.total);
          if (atEnd) sums.atEnd += Number(mask.total);
          recurring.set(key, sums);
        }
      }
      return {
        customers: parse<CustomerMonthRow[]>(row!.customers),
        recurring: [...recurring.values()],
      };
    },

    /**
     * Paid subscriptions whose end date fell in each month (by now), refunded ones left out,
     * and how many of them a paid order renews (`renewal_of`), whenever it was paid.
     */
    async endedAndRenewed(span: MonthSpan) {
      const result = await db.execute(sql`
        with ${months(span)}
        select m.month, count(*)::int as ended,
               -- IN over an uncorrelated list: one hash of the renewals, probed per row.
               count(*) filter (where o.id in (
                 select renewal_of from orders
                 where renewal_of is not null
                   and not trial
                   and paid_at is not null
                   and status <> 'cancelled'
               ))::int as renewed
        from months m
        join orders o on o.expires_at >= m.ms and o.expires_at < m.me
        where not o.trial
          and o.paid_at is not null
          and o.status not in ('cancelled', 'refunded')
          and o.starts_at is not null
          and o.currency = ${span.currency}
        group by m.month`);
      return rowsOf<{ month: string; ended: number; renewed: number }>(result);
    },

    /**
     * Trials by the UTC month they started in: how many, how many converted (the one rule,
     * db/trial-conversion.ts) and how many may still convert (their days after the end still
     * running). Trials carry no money, so every currency counts.
     */
    async trialsByMonth(from: Date, until: Date, now: Date) {
      const converted: SQL<boolean> = trialConverted();
      const stillOpen = sql`${trials.endsAt} + make_interval(days => ${TRIAL_CONVERSION_DAYS}) > ${now.toISOString()}::timestamptz`;
      return db
        .select({
          month: sql<string>`to_char(${trials.startsAt} at time zone 'UTC', 'YYYY-MM')`,
          started: sql<number>`count(*)::int`,
          converted: sql<number>`count(*) filter (where ${converted})::int`,
          undecided: sql<number>`count(*) filter (where not ${converted} and ${stillOpen})::int`,
        })
        .from(trials)
        .where(and(gte(trials.startsAt, from), lt(trials.startsAt, until)))
        .groupBy(sql`1`);
    },
  };
}

export type BusinessRepository = ReturnType<typeof createBusinessRepository>;
