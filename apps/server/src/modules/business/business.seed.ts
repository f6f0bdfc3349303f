import type { OrderStatus } from '@streamfront/contract';
import { randomBytes, randomUUID } from 'node:crypto';
import { and, count, eq, not, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { firstAdmin, type SeedStep } from '../../db/seed.ts';
import type { services } from '../../db/schema/index.ts';
import { invoices, orderStatusEvents, orders, users } from '../../db/schema/index.ts';
import { hashPassword } from '../auth/passwords.ts';
import { addMonths } from '../orders/orders.repository.ts';
import { catalogueOnSale } from '../orders/orders.seed.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Customers of the past year, apart from the ten of the last two months (orders.seed.ts). */
const CUSTOMERS = [
  'Aisha Bello',
  'Ben Carter',
  'Camille Dubois',
  'Diego Alvarez',
  'Elena Popescu',
  'Finn Murphy',
  'Giulia Conti',
  'Hassan Ali',
  'Ingrid Nilsen',
  'Jamal Wright',
  'Kaito Mori',
  'Laila Rahimi',
  'Marta Nowak',
  'Nikolai Petrov',
  'Olivia Brown',
  'Pedro Santos',
  'Qing Zhao',
  'Rania Khoury',
  'Stefan Weber',
  'Thandi Dube',
  'Uma Patel',
  'Victor Lemaire',
  'Wen Li',
  'Ximena Ruiz',
  'Yara Haddad',
  'Zane Cooper',
  'Anouk Visser',
  'Bilal Qureshi',
  'Clara Jensen',
  'Dario Ferri',
  'Emeka Obi',
  'Freya Lund',
  'Gabriel Sousa',
  'Hana Novak',
  'Ivo Marković',
  'Julia Krause',
  'Kwame Boateng',
  'Lotte de Vries',
  'Mohammed Saleh',
  'Nora Eriksen',
];

/** Small deterministic generator: the same history on every fresh install. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * Only beside the demo of a fresh install: every customer is a demo one (a shop with real
 * customers gets no made-up year) and no invoice is issued yet, so the invoices step after
 * this one numbers the whole demo, history included, in the order it happened.
 */
async function freshDemo(db: Db): Promise<boolean> {
  const [demo] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'user'), like(users.email, '%.demo%@example.com')));
  const [other] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'user'), not(like(users.email, '%.demo%@example.com'))));
  const [issued] = await db.select({ n: count() }).from(invoices);
  return demo!.n > 0 && other!.n === 0 && issued!.n === 0;
}

type Service = typeof services.$inferSelect;
type NewOrder = typeof orders.$inferInsert & { id: string };
type NewEvent = typeof orderStatusEvents.$inferInsert;

/**
 * Seed step 'business-history:v1': the year before the demo's recent orders, so the business
 * page (paying customers, churn, recurring revenue by month) looks real on first start. Forty
 * customers join over the last thirteen months, more of them lately; each renews on time,
 * lapses and comes back, or leaves, and a few get a refund. Every order has the timeline its
 * status implies, and a subscription running now is `active` until its end. Trials are the
 * trials module's own seed. History only: no audit rows (the audit log's demo is the last two
 * months), no promo codes (their uses stay those of the recent orders).
 */
export async function seedBusinessHistory(db: Db, now = new Date()): Promise<void> {
  if (!(await freshDemo(db))) return;
  const catalogue = await catalogueOnSale(db);
  const monthly = catalogue.filter((s) => s.periodMonths === 1);
  const yearly = catalogue.filter((s) => s.periodMonths === 12);
  if (monthly.length === 0) return;
  const admin = await firstAdmin(db);
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));

  const next = random(20_251_128);
  const between = (low: number, high: number) => low + next() * (high - low);
  const newUsers: (typeof users.$inferInsert & { id: string })[] = [];
  const newOrders: NewOrder[] = [];
  const events: NewEvent[] = [];

  for (const [i, name] of CUSTOMERS.entries()) {
    // The first five have been there all year; the others join every week or three, more
    // often lately, so every month of the year has newcomers whatever day it is today.
    const joiner = (i - 5 + 0.5) / (CUSTOMERS.length - 5);
    const daysAgo = i < 5 ? 395 - i * 4 : 40 + 330 * (1 - joiner ** 0.75) + between(-3, 3);
    let startsAt = new Date(now.getTime() - daysAgo * DAY);
    const userId = randomUUID();
    newUsers.push({
      id: userId,
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}.demo${11 + i}@example.com`,
      passwordHash,
      createdAt: new Date(startsAt.getTime() - between(1, 10) * DAY),
    });
    const roll = next();
    const service: Service =
      yearly.length > 0 && (i === 4 || (i > 4 && roll < 0.15))
        ? yearly[0]!
        : monthly[Math.floor(next() * monthly.length)]!;
    const loyal = i < 5;
    let renewalOf: string | null = null;
    let onTime = false;
    for (let n = 0; n < 24; n += 1) {
      // A renewal on time is paid a day or three before its start; any other order on the day.
      const paidAt = new Date(
        startsAt.getTime() - (onTime ? between(1, 3) * DAY : between(1, 6) * HOUR),
      );
      if (startsAt > now || paidAt > now) break;
      const expiresAt = addMonths(startsAt, service.periodMonths);
      // Refunded within days of the payment, and only for payments that long ago.
      const refunded = !loyal && paidAt.getTime() < now.getTime() - 7 * DAY && next() < 0.05;
      const refundedAt = refunded ? new Date(paidAt.getTime() + between(2, 6) * DAY) : null;
      const status: OrderStatus = refunded ? 'refunded' : expiresAt <= now ? 'expired' : 'active';
      const card = next() < 0.35;
      const id = randomUUID();
      const createdAt = new Date(paidAt.getTime() - between(1, 20) * HOUR);
      newOrders.push({
        id,
        userId,
        serviceId: service.id,
        serviceName: service.name,
        periodMonths: service.periodMonths,
        status,
        subtotal: service.price,
        discount: 0,
        total: service.price,
        currency: service.currency,
        renewalOf,
        paymentMethod: card ? 'card' : 'manual',
        paidWith: card ? 'card' : 'bank_transfer',
        paymentNote: card ? null : 'Transfer seen on the bank statement',
        paidAt,
        startsAt,
        expiresAt,
        createdAt,
        updatedAt: refundedAt ?? (status === 'expired' ? expiresAt : paidAt),
      });
      // Placed by the customer, paid as seen by the admin or the card processor, activated
      // at once, and ended by the sweep or refunded by the admin.
      const by = (system: boolean) =>
        system
          ? { actorId: null, actorSystem: 'card_processor' as const }
          : { actorId: admin?.id ?? null, actorSystem: null };
      const activatedAt = new Date(paidAt.getTime() + 60_000);
      events.push(
        { orderId: id, fromStatus: null, toStatus: 'pending', actorId: userId, createdAt },
        { orderId: id, fromStatus: 'pending', toStatus: 'paid', ...by(card), createdAt: paidAt },
        {
          orderId: id,
          fromStatus: 'paid',
          toStatus: 'active',
          ...by(card),
          createdAt: activatedAt,
        },
      );
      if (refundedAt) {
        events.push({
          orderId: id,
          fromStatus: 'active',
          toStatus: 'refunded',
          ...by(false),
          createdAt: refundedAt,
        });
      } else if (status === 'expired') {
        events.push({
          orderId: id,
          fromStatus: 'active',
          toStatus: 'expired',
          actorId: null,
          actorSystem: 'sweep',
          createdAt: expiresAt,
        });
      }

      const what = next();
      if (refunded && what < 0.6) break;
      if (loyal || what < 0.7) {
        // Renewed before the end: the next period starts where this one stops.
        renewalOf = id;
        onTime = true;
        startsAt = expiresAt;
      } else if (what < 0.84) {
        // Let it lapse, came back weeks later (through "Renew" half of the time).
        renewalOf = next() < 0.5 ? id : null;
        onTime = false;
        startsAt = new Date(expiresAt.getTime() + between(15, 75) * DAY);
      } else {
        break;
      }
    }
  }

  await db.insert(users).values(newUsers);
  // Oldest first, so each order a renewal names is already there.
  newOrders.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
  for (let i = 0; i < newOrders.length; i += 100) {
    await db.insert(orders).values(newOrders.slice(i, i + 100));
  }
  for (let i = 0; i < events.length; i += 200) {
    await db.insert(orderStatusEvents).values(events.slice(i, i + 200));
  }
}

// After orders:v1 (it only seeds a database without customers, and this one needs its demo
// customers present) and before invoices:v1, which issues this history's invoices too.
export const businessHistorySeedStep: SeedStep = {
  name: 'business-history:v1',
  run: (db: Db) => seedBusinessHistory(db),
};
