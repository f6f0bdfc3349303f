import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { countAll } from '../../apps/server/src/db/list-query.ts';
import { orders, trials } from '../../apps/server/src/db/schema/index.ts';

/**
 * Bulk demo sales for the benchmarks, written with a handful of set-based statements
 * (generate_series) instead of row-by-row inserts: 100,000 orders take seconds, not minutes.
 * The spread is meant to look like two years of a real shop: every status, every active
 * package, dates over ~730 days, a promo code on ~15 % of orders, and a timeline for each
 * order (pending → paid → active → …) whose steps match its status, written in the same
 * statement as the orders it belongs to.
 */

const FIRST = (
  'Amelia Bruno Chloe Dmitri Esther Farid Grace Hiroshi Isabel Jonas Kemal Lucia Mateo ' +
  'Nadia Oscar Priya Quentin Rosa Samir Tamara Ulrich Vera Wanjiru Xavier Yuki Zofia ' +
  'Aaron Beatriz Carlos Daria Emil Fatima Goran Hana Ivan Julia Kofi Lena Marco Nora'
).split(' ');
const LAST = (
  'Hart Costa Martin Volkov Okafor Haddad Lindqvist Tanaka Moreno Becker Yilmaz Rossi ' +
  'Silva Novak Dubois Sharma Lefevre Garcia Nasser Ivanova Schmidt Horvat Mwangi Laurent ' +
  'Sato Kowalska Cohen Santos Ortega Petrova Larsen Rahman Jovanovic Kim Petrov Weber ' +
  'Mensah Berg Ricci Quinn Fischer Almeida Nowak Eriksen Byrne Varga Ozturk Mendes Keller ' +
  'Abara'
).split(' ');
const DOMAINS = ['example.com', 'mail.example.net', 'inbox.example.org'];

const textArray = (values: string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`);

/** Customers `bench.<n>.<first>.<last>@…`, joined over the last ~800 days. */
export async function insertCustomers(db: Db, count: number, passwordHash: string) {
  await db.execute(sql`
    insert into users (email, name, password_hash, role, created_at, updated_at)
    select lower('bench.' || i || '.' || f || '.' || l || '@' || d), f || ' ' || l, ${passwordHash},
           'user', now() - (800 - i * 800.0 / ${count}) * interval '1 day',
           now() - (800 - i * 800.0 / ${count}) * interval '1 day'
    from generate_series(1, ${count}::int) as i,
         lateral (select (${textArray(FIRST)})[1 + i % ${FIRST.length}] as f,
                         (${textArray(LAST)})[1 + (i * 7 + i / ${FIRST.length}) % ${LAST.length}] as l,
                         (${textArray(DOMAINS)})[1 + i % ${DOMAINS.length}] as d) as names`);
}

/**
 * `count` more orders spread over the last two years. Statuses: an order stays pending or
 * cancelled, or is paid and then active until its period runs out (expired) unless refunded;
 * ~6 % are paid and waiting for activation.
 */
export async function insertOrders(db: Db, count: number, adminId: string) {
  await db.execute(sql`
    with svc as (
      select id, name, price, currency, period_months,
             row_number() over (order by sort_order, id) - 1 as k
      from services where active
    ), cust as (
      select id, row_number() over (order by id) - 1 as k from users where role = 'user'
    ), promo as (
      select id, code, discount_type, discount_value, row_number() over (order by code) - 1 as k
      from promo_codes
    ), src as (
      -- Integer keys, so each pick is a hash join rather than a comparison per pair of rows.
      select g, random() as r_status,
             floor(random() * (select count(*) from svc))::bigint as svc_k,
             floor(random() * (select count(*) from cust))::bigint as cust_k,
             case when random() < 0.15
                  then floor(random() * (select count(*) from promo))::bigint end as promo_k,
             now() - random() * interval '730 days' as created_at
      from generate_series(1, ${count}::int) as g
    ), picked as (
      select src.*, svc.id as service_id, svc.name as service_name, svc.price, svc.currency,
             svc.period_months, cust.id as user_id, promo.id as promo_id, promo.code,
             promo.discount_type, promo.discount_value,
             case
               when created_at > now() - interval '3 days' and r_status < 0.5 then 'pending'
               when r_status < 0.04 then 'pending'
               when r_status < 0.10 then 'paid'
               when r_status < 0.18 then 'cancelled'
               when r_status < 0.22 then 'refunded'
               when created_at + interval '1 day' + svc.period_months * interval '1 month' > now()
                 then 'active'
               else 'expired'
             end as status
      from src
      join svc on svc.k = src.svc_k
      join cust on cust.k = src.cust_k
      left join promo on promo.k = src.promo_k
    ), priced as (
      select picked.*,
             case
               when promo_id is null then 0
               when discount_type = 'percent' then round(price * discount_value / 100.0)::int
               else least(discount_value, price)
             end as discount
      from picked
    ), placed as (
      insert into orders (user_id, service_id, service_name, period_months, status, subtotal,
                          discount, total, currency, promo_code_id, promo_code, paid_at,
                          starts_at, expires_at, created_at, updated_at)
      select user_id, service_id, service_name, period_months, status, price, discount,
             price - discount, currency, promo_id, code,
             case when status in ('paid', 'active', 'expired', 'refunded')
                  then created_at + interval '12 hours' end,
             case when status in ('active', 'expired', 'refunded')
                  then created_at + interval '1 day' end,
             case when status in ('active', 'expired', 'refunded')
                  then created_at + interval '1 day' + period_months * interval '1 month' end,
             created_at, created_at
      from priced
      order by created_at
      returning id, user_id, status, created_at
    )
    -- One event per step of the order's path; the customer placed it, the admin moved it on.
    insert into order_status_events (order_id, from_status, to_status, actor_id, created_at)
    select o.id, steps.path[i - 1], steps.path[i],
           case when i = 1 then o.user_id else ${adminId}::uuid end,
           o.created_at + (i - 1) * interval '12 hours'
    from placed o
    cross join lateral (select case o.status
        when 'pending' then array['pending']
        when 'cancelled' then array['pending', 'cancelled']
        when 'paid' then array['pending', 'paid']
        when 'active' then array['pending', 'paid', 'active']
        when 'expired' then array['pending', 'paid', 'active', 'expired']
        else array['pending', 'paid', 'active', 'refunded']
      end as path) as steps
    cross join lateral generate_subscripts(steps.path, 1) as i`);

  // PGlite has no autovacuum daemon: without this its planner would guess on empty stats.
  await db.execute(sql`analyze orders, order_status_events, users`);
}

/**
 * Half of each customer's later orders of a package made renewals of their order of that
 * package before (`renewal_of`), so the business figures' renewals have rows to join.
 * Idempotent: orders already linked stay as they are.
 */
export async function linkRenewals(db: Db) {
  await db.execute(sql`
    update orders o set renewal_of = p.previous
    from (
      select id, lag(id) over (partition by user_id, service_id order by created_at) as previous
      from orders where not trial
    ) as p
    where o.id = p.id and p.previous is not null and o.renewal_of is null
      and hashtext(o.id::text) % 2 = 0`);
}

/**
 * `count` free trials (a trial order and its trials row, one day long) for customers without
 * one, started over the last two years: some of them converted by the random orders after.
 */
export async function insertTrials(db: Db, count: number) {
  if (count <= 0) return;
  await db.execute(sql`
    with svc as (
      select id, name, currency from services where active order by sort_order, id limit 1
    ), picked as (
      select u.id as user_id, now() - random() * interval '730 days' as starts_at
      from users u
      where u.role = 'user' and not exists (select 1 from trials t where t.user_id = u.id)
      order by u.id
      limit ${count}
    ), made as (
      insert into orders (user_id, service_id, service_name, period_months, status, subtotal,
                          discount, total, currency, trial, starts_at, expires_at, created_at,
                          updated_at)
      select p.user_id, svc.id, svc.name, 1, 'expired', 0, 0, 0, svc.currency, true,
             p.starts_at, p.starts_at + interval '1 day', p.starts_at, p.starts_at
      from picked p cross join svc
      returning id, user_id, service_id, starts_at
    )
    insert into trials (user_id, order_id, service_id, email_key, address_key, day, starts_at,
                        ends_at, created_at)
    select user_id, id, service_id, 'bench-trial-' || user_id, 'bench-' || md5(user_id::text),
           to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD'), starts_at,
           starts_at + interval '1 day', starts_at
    from made`);
  await db.execute(sql`analyze orders, trials`);
}

export async function countTrials(db: Db): Promise<number> {
  const [row] = await db.select({ n: countAll }).from(trials);
  return Number(row!.n);
}

export async function countOrders(db: Db): Promise<number> {
  const [row] = await db.select({ n: countAll }).from(orders);
  return Number(row!.n);
}

/**
 * `count` customers `subscriber.<n>@example.com`, each with one running subscription (status
 * `active`, paid and started one period ago) whose end falls between `fromDays` and
 * `fromDays + 1` days from now, spread evenly: what the subscription sweep finds due for a
 * reminder. Two statements, whatever `count` is.
 */
export async function insertExpiringSubscriptions(
  db: Db,
  count: number,
  passwordHash: string,
  fromDays = 5,
) {
  await db.execute(sql`
    with svc as (
      select id, name, price, currency, period_months,
             row_number() over (order by sort_order, id) - 1 as k
      from services where active
    ), customers as (
      insert into users (email, name, password_hash, role, created_at, updated_at)
      select 'subscriber.' || i || '@example.com', 'Subscriber ' || i, ${passwordHash}, 'user',
             now() - interval '400 days', now() - interval '400 days'
      from generate_series(1, ${count}::int) as i
      returning id, email
    ), numbered as (
      select id, row_number() over (order by email) - 1 as n from customers
    ), ends as (
      select numbered.id as user_id, svc.*,
             now() + ${fromDays} * interval '1 day' + numbered.n * interval '1 day' / ${count}
               as expires_at
      from numbered
      join svc on svc.k = numbered.n % (select count(*) from svc)
    )
    insert into orders (user_id, service_id, service_name, period_months, status, subtotal,
                        discount, total, currency, paid_at, starts_at, expires_at, created_at,
                        updated_at)
    select user_id, id, name, period_months, 'active', price, 0, price, currency,
           expires_at - period_months * interval '1 month' - interval '12 hours',
           expires_at - period_months * interval '1 month',
           expires_at,
           expires_at - period_months * interval '1 month' - interval '1 day',
           expires_at - period_months * interval '1 month'
    from ends`);
  await db.execute(sql`analyze orders, users`);
}
