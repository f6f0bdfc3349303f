import { randomBytes } from 'node:crypto';
import type { OrderActorSystem, OrderStatus } from '@streamfront/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { SeedStep } from '../../db/seed.ts';
import { orderStatusEvents, orders, services, trials, users } from '../../db/schema/index.ts';
import { hashPassword } from '../auth/passwords.ts';
import { addMonths } from '../orders/orders.repository.ts';
import { demoCustomers } from '../orders/orders.seed.ts';
import { trialEmailKey } from './email-key.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The demo's trials over the year: when each started (days ago), and whether and when (days
 * after its end) its customer ordered the package. One runs now; one was revoked.
 */
const DEMO_TRIALS: { name: string; daysAgo: number; paidAfterDays?: number; revoked?: true }[] = [
  { name: 'Kofi Mensah', daysAgo: 340, paidAfterDays: 1 },
  { name: 'Lena Fischer', daysAgo: 290 },
  { name: 'Mateo Rossi', daysAgo: 230, paidAfterDays: 3 },
  { name: 'Nadia Petrova', daysAgo: 180, revoked: true },
  { name: 'Oscar Nilsson', daysAgo: 120, paidAfterDays: 0 },
  { name: 'Priya Raman', daysAgo: 75 },
  { name: 'Quentin Dubois', daysAgo: 40, paidAfterDays: 2 },
  { name: 'Rosa Jiménez', daysAgo: 9 },
  { name: 'Sami Khalil', daysAgo: 3, paidAfterDays: 0 },
  { name: 'Tara Quinn', daysAgo: 0.25 },
];

async function addOrder(
  db: Db,
  values: typeof orders.$inferInsert,
  path: { to: OrderStatus; at: Date; actorId: string | null; system?: OrderActorSystem }[],
) {
  const [order] = await db
    .insert(orders)
    .values({ ...values, status: path.at(-1)!.to, updatedAt: path.at(-1)!.at })
    .returning();
  await db.insert(orderStatusEvents).values(
    path.map((step, i) => ({
      orderId: order!.id,
      fromStatus: i === 0 ? null : path[i - 1]!.to,
      toStatus: step.to,
      actorId: step.actorId,
      actorSystem: step.actorId ? null : (step.system ?? 'sweep'),
      createdAt: step.at,
    })),
  );
  return order!;
}

/**
 * Orders → free trials on first start, beside the demo orders only (an upgraded shop gets no
 * made-up customers): trials of the package that has one over the last year, converted (the
 * package ordered by card as a renewal of the trial) or not, one revoked, one running now.
 */
export async function seedTrials(db: Db, now = new Date()): Promise<void> {
  if ((await demoCustomers(db)).length === 0) return;
  const [pkg] = await db.select().from(services).where(eq(services.name, 'Essentials'));
  if (!pkg || pkg.trialHours <= 0) return;
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  for (const [i, demo] of DEMO_TRIALS.entries()) {
    const startsAt = new Date(now.getTime() - demo.daysAgo * DAY);
    const email = `${demo.name
      .split(' ')[0]!
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '')}.demo-trial${i + 1}@example.com`;
    const [customer] = await db
      .insert(users)
      .values({
        name: demo.name,
        email,
        passwordHash,
        createdAt: new Date(startsAt.getTime() - HOUR),
        emailVerifiedAt: new Date(startsAt.getTime() - HOUR / 2),
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!customer) continue;
    const planned = new Date(startsAt.getTime() + pkg.trialHours * HOUR);
    const endsAt = demo.revoked ? new Date(startsAt.getTime() + 5 * HOUR) : planned;
    const running = endsAt > now;
    const trialOrder = await addOrder(
      db,
      {
        userId: customer.id,
        serviceId: pkg.id,
        serviceName: pkg.name,
        periodMonths: 0,
        trial: true,
        subtotal: 0,
        discount: 0,
        total: 0,
        currency: pkg.currency,
        startsAt,
        expiresAt: endsAt,
        createdAt: startsAt,
      },
      [
        { to: 'active', at: startsAt, actorId: customer.id },
        ...(running ? [] : [{ to: 'expired' as const, at: endsAt, actorId: null }]),
      ],
    );
    await db.insert(trials).values({
      userId: customer.id,
      orderId: trialOrder.id,
      serviceId: pkg.id,
      emailKey: trialEmailKey(email),
      addressKey: `demo-${randomBytes(8).toString('hex')}`,
      day: startsAt.toISOString().slice(0, 10),
      startsAt,
      endsAt,
      endingNoticeAt: running ? null : new Date(endsAt.getTime() - 6 * HOUR),
      revokedAt: demo.revoked ? endsAt : null,
      createdAt: startsAt,
    });
    if (demo.paidAfterDays === undefined) continue;
    // Ordered as a renewal of the trial (the trial mails' one click), paid by card.
    const paidAt = new Date(
      Math.min(now.getTime() - HOUR, planned.getTime() + demo.paidAfterDays * DAY - 4 * HOUR),
    );
    const start = paidAt < planned ? planned : paidAt;
    const end = addMonths(start, pkg.periodMonths);
    await addOrder(
      db,
      {
        userId: customer.id,
        serviceId: pkg.id,
        serviceName: pkg.name,
        periodMonths: pkg.periodMonths,
        renewalOf: trialOrder.id,
        subtotal: pkg.price,
        discount: 0,
        total: pkg.price,
        currency: pkg.currency,
        paymentMethod: 'card',
        paidWith: 'card',
        paidAt,
        startsAt: start,
        expiresAt: end,
        createdAt: new Date(paidAt.getTime() - 5 * 60_000),
      },
      [
        { to: 'pending', at: new Date(paidAt.getTime() - 5 * 60_000), actorId: customer.id },
        { to: 'paid', at: paidAt, actorId: null, system: 'card_processor' },
        // A second later: the timeline reads its steps by time.
        {
          to: 'active',
          at: new Date(paidAt.getTime() + 1000),
          actorId: null,
          system: 'card_processor',
        },
        ...(end <= now ? [{ to: 'expired' as const, at: end, actorId: null }] : []),
      ],
    );
  }
}

export const trialsSeedStep: SeedStep = { name: 'trials:v1', run: (db) => seedTrials(db) };
