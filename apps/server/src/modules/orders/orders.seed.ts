import { randomBytes } from 'node:crypto';
import { discountFor, type OrderStatus } from '@streamfront/contract';
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { firstAdmin } from '../../db/seed.ts';
import {
  auditLog,
  orderStatusEvents,
  orders,
  promoCodes,
  promoRedemptions,
  services,
  users,
} from '../../db/schema/index.ts';
import { hashPassword } from '../auth/passwords.ts';
import { addMonths } from './orders.repository.ts';

const DAY = 86_400_000;

/**
 * Demo sales belong on a fresh install only: a shop that already has customers (one that
 * upgrades to this version) must not find made-up orders in its figures.
 */
export async function hasCustomers(db: Db): Promise<boolean> {
  const [any] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'user'))
    .limit(1);
  return Boolean(any);
}

const CUSTOMERS = [
  'Amelia Hart',
  'Bruno Costa',
  'Chloé Martin',
  'Dmitri Volkov',
  'Esther Okafor',
  'Farid Haddad',
  'Grace Lindqvist',
  'Hiroshi Tanaka',
  'Isabel Moreno',
  'Jonas Becker',
];

/** The path each demo order took, its last step being its status today. */
const PATHS: Record<OrderStatus, OrderStatus[]> = {
  pending: ['pending'],
  paid: ['pending', 'paid'],
  active: ['pending', 'paid', 'active'],
  expired: ['pending', 'paid', 'active', 'expired'],
  cancelled: ['pending', 'cancelled'],
  refunded: ['pending', 'paid', 'active', 'refunded'],
};

/** Small deterministic generator: the same demo data on every fresh install. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * Demo customers (nobody knows their password: it is random and never printed) with orders
 * in every status over the last 60 days, their timelines, code uses and the admin's audit
 * rows, so the back-office pages look lived in on first start.
 */
/** The packages on sale, in display order: what demo customers buy. */
export const catalogueOnSale = (db: Db) =>
  db.select().from(services).where(eq(services.active, true)).orderBy(asc(services.sortOrder));

export async function seedOrders(db: Db, now = new Date()): Promise<void> {
  if (await hasCustomers(db)) return;
  const catalogue = await catalogueOnSale(db);
  const monthly = catalogue.filter((s) => s.periodMonths === 1);
  if (monthly.length === 0) return;
  const admin = await firstAdmin(db);
  const codes = await db
    .select()
    .from(promoCodes)
    .where(inArray(promoCodes.code, ['WELCOME10', 'SPORTS5', 'VIP25']));

  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const customers = await db
    .insert(users)
    .values(
      CUSTOMERS.map((name, i) => ({
        name,
        email: `${name
          .split(' ')[0]!
          .toLowerCase()
          .normalize('NFD')
          .replace(/[^a-z]/g, '')}.demo${i + 1}@example.com`,
        passwordHash,
        createdAt: new Date(now.getTime() - (70 - i) * DAY),
        // The demo's customers stand for ones who opened their sign-up link long ago.
        emailVerifiedAt: new Date(now.getTime() - (70 - i) * DAY),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (customers.length === 0) return;

  const next = random(20_261_101);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  // Recent orders are mostly waiting or running; older ones have had time to end.
  const statusFor = (daysAgo: number): OrderStatus => {
    const roll = next();
    if (daysAgo <= 3) return roll < 0.6 ? 'pending' : roll < 0.8 ? 'paid' : 'active';
    if (daysAgo >= 35) return roll < 0.7 ? 'expired' : roll < 0.85 ? 'refunded' : 'cancelled';
    return roll < 0.7 ? 'active' : roll < 0.8 ? 'paid' : roll < 0.9 ? 'cancelled' : 'refunded';
  };

  const used = new Set<string>();
  for (let i = 0; i < 48; i += 1) {
    const daysAgo = Math.floor((i / 48) * 60 + next() * 1.2);
    const createdAt = new Date(now.getTime() - daysAgo * DAY - Math.floor(next() * 10) * 3_600_000);
    let status = statusFor(daysAgo);
    // Only monthly packages can have expired within 60 days; the yearly ones stay running.
    const service = status === 'expired' ? pick(monthly) : pick(catalogue);
    // A month bought five weeks ago has run out by now, whatever the roll said.
    if (
      status === 'active' &&
      addMonths(new Date(createdAt.getTime() + DAY), service.periodMonths) <= now
    ) {
      status = 'expired';
    }
    const customer = customers[i % customers.length]!;
    const promo = i % 4 === 1 ? codes[(i >> 2) % codes.length] : undefined;
    // The same limits a real order meets: overall, and once per customer.
    const usable =
      promo &&
      (promo.maxUses === null || promo.uses < promo.maxUses) &&
      !used.has(`${customer.id}:${promo.id}`);
    const discount = usable
      ? discountFor(service.price, promo.discountType, promo.discountValue)
      : 0;

    const path = PATHS[status];
    const stepAt = stepClock(createdAt, path.length, now);
    const activeStep = path.indexOf('active');
    const startsAt = activeStep >= 0 ? stepAt(activeStep) : null;
    let expiresAt = startsAt && addMonths(startsAt, service.periodMonths);
    // An expired demo order ends before today even when its month has not quite run out.
    if (status === 'expired' && expiresAt && expiresAt > now) expiresAt = stepAt(path.length);

    const order = await insertDemoOrder(db, {
      now,
      customerId: customer.id,
      adminId: admin?.id ?? null,
      service,
      path,
      createdAt,
      startsAt,
      expiresAt,
      discount,
      promo: usable ? promo : undefined,
      note: i % 7 === 3 ? 'Paid by bank transfer; reference checked' : null,
      // A third of the demo sales were paid by card online (never those the note says were
      // paid by transfer).
      card: i % 3 === 0 && i % 7 !== 3,
    });
    if (usable && status !== 'cancelled') {
      promo.uses += 1;
      used.add(`${customer.id}:${promo.id}`);
      await db
        .insert(promoRedemptions)
        .values({ promoCodeId: promo.id, userId: customer.id, orderId: order.id, createdAt });
    }
  }
  // Subscriptions near their end, so the Renewals list (7 and 30 days) has rows on first start.
  for (const [k, daysLeft] of ENDING_IN_DAYS.entries()) {
    const service = monthly[k % monthly.length]!;
    const expiresAt = new Date(now.getTime() + daysLeft * DAY + (k + 1) * 3_600_000);
    const startsAt = addMonths(expiresAt, -service.periodMonths);
    await insertDemoOrder(db, {
      now,
      customerId: customers[(k * 3 + 1) % customers.length]!.id,
      adminId: admin?.id ?? null,
      service,
      path: PATHS.active,
      createdAt: new Date(startsAt.getTime() - DAY),
      startsAt,
      expiresAt,
      discount: 0,
      promo: undefined,
      note: null,
    });
  }
  for (const promo of codes) {
    await db.update(promoCodes).set({ uses: promo.uses }).where(eq(promoCodes.id, promo.id));
  }
}

/** Half a day between an order's steps, or less for an order of today: no change is in the future. */
function stepClock(createdAt: Date, steps: number, now: Date) {
  const gap = Math.min(DAY / 2, (now.getTime() - createdAt.getTime()) / (steps + 1));
  return (step: number) => new Date(createdAt.getTime() + step * gap);
}

/** Days left of the demo subscriptions that end soon: three within a week, three within 30 days. */
const ENDING_IN_DAYS = [1, 4, 6, 12, 19, 26];

/** One demo order with the timeline of its `path` and the admin's audit rows for each step. */
async function insertDemoOrder(
  db: Db,
  input: {
    customerId: string;
    adminId: string | null;
    service: typeof services.$inferSelect;
    path: OrderStatus[];
    createdAt: Date;
    startsAt: Date | null;
    expiresAt: Date | null;
    discount: number;
    promo: { id: string; code: string } | undefined;
    note: string | null;
    now: Date;
    /**
     * Paid by card online: paid (and activated) by the card processor, not an admin. Demo
     * orders have no Stripe payment of their own, so a refund of one is recorded by hand.
     */
    card?: boolean;
  },
) {
  const { service, path, createdAt } = input;
  const stepAt = stepClock(createdAt, path.length, input.now);
  const paidStep = path.indexOf('paid');
  const card = input.card === true;
  // The card processor's steps: paid, and the activation on payment that follows it.
  const byProcessor = (step: number) =>
    card &&
    step > 0 &&
    (path[step] === 'paid' || (path[step] === 'active' && step === paidStep + 1));
  const [order] = await db
    .insert(orders)
    .values({
      userId: input.customerId,
      serviceId: service.id,
      serviceName: service.name,
      periodMonths: service.periodMonths,
      status: path.at(-1)!,
      subtotal: service.price,
      discount: input.discount,
      total: service.price - input.discount,
      currency: service.currency,
      promoCodeId: input.promo?.id ?? null,
      promoCode: input.promo?.code ?? null,
      paymentMethod: card ? 'card' : 'manual',
      // A demo admin marked the manual ones paid on seeing the transfer, as "Mark paid" asks.
      paidWith: paidStep < 0 ? null : card ? 'card' : 'bank_transfer',
      paymentNote: paidStep < 0 || card ? null : 'Transfer seen on the bank statement',
      paidAt: paidStep >= 0 ? stepAt(paidStep) : null,
      startsAt: input.startsAt,
      expiresAt: input.expiresAt,
      note: input.note,
      createdAt,
      updatedAt: stepAt(path.length - 1),
    })
    .returning();
  await db.insert(orderStatusEvents).values(
    path.map((to, step) => ({
      orderId: order!.id,
      fromStatus: step === 0 ? null : path[step - 1]!,
      toStatus: to,
      actorId: step === 0 ? input.customerId : byProcessor(step) ? null : input.adminId,
      actorSystem: byProcessor(step) ? ('card_processor' as const) : null,
      createdAt: stepAt(step),
    })),
  );
  const changes = path.slice(1);
  if (changes.length > 0) {
    await db.insert(auditLog).values(
      changes.map((to, step) => ({
        actorId: byProcessor(step + 1) ? null : input.adminId,
        action: 'order.status',
        entityType: 'order',
        entityId: order!.id,
        before: { orderNumber: order!.orderNumber, status: path[step]! },
        after: { orderNumber: order!.orderNumber, status: to },
        createdAt: stepAt(step + 1),
      })),
    );
  }
  return order!;
}

/**
 * The demo customers this seed made, oldest first: other demo content (VOD requests, content
 * reports) is theirs, and finds none on a shop that had real customers before.
 */
export async function demoCustomers(db: Db): Promise<{ id: string; email: string }[]> {
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.role, 'user'), like(users.email, '%.demo%@example.com')))
    .orderBy(asc(users.createdAt));
}

export const ordersSeedStep = { name: 'orders:v1', run: (db: Db) => seedOrders(db) };
