import { and, eq, gt, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { firstAdmin, type SeedStep } from '../../db/seed.ts';
import {
  compensationItems,
  compensations,
  orders,
  services,
  users,
} from '../../db/schema/index.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Orders → past extensions on first start: the demo's Sports Plus customers were given two
 * days ten days ago, after a match that failed for everyone. History only (done, too old to
 * undo): their ends already include the two days, as the items record.
 */
export async function seedCompensation(db: Db): Promise<void> {
  const [sports] = await db.select().from(services).where(eq(services.name, 'Sports Plus'));
  if (!sports) return;
  const now = new Date();
  const running = await db
    .select({ id: orders.id, expiresAt: orders.expiresAt })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    // Only beside the demo orders: an upgraded install gets no made-up history.
    .where(
      and(
        eq(orders.serviceId, sports.id),
        eq(orders.status, 'active'),
        gt(orders.expiresAt, now),
        like(users.email, '%.demo%@example.com'),
      ),
    );
  if (running.length === 0) return;
  const admin = await firstAdmin(db);
  const [made] = await db
    .insert(compensations)
    .values({
      idempotencyKey: 'demo-compensation-semi-final',
      reason:
        'The Champions League semi-final stopped for everyone in the second half: we are sorry, and have added two days to your subscription.',
      hours: 48,
      serviceIds: [sports.id],
      serviceNames: [sports.name],
      activeAt: new Date(now.getTime() - 10 * DAY - 2 * HOUR),
      state: 'done',
      count: running.length,
      createdBy: admin?.id ?? null,
      createdAt: new Date(now.getTime() - 10 * DAY),
    })
    .returning();
  await db.insert(compensationItems).values(
    running.map((order) => ({
      compensationId: made!.id,
      orderId: order.id,
      expiresBefore: new Date(order.expiresAt!.getTime() - 48 * HOUR),
      expiresAfter: order.expiresAt!,
    })),
  );
}

export const compensationsSeedStep: SeedStep = {
  name: 'compensations:v1',
  run: seedCompensation,
};
