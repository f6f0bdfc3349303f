import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { firstAdmin } from '../../db/seed.ts';
import { sentNotifications, users } from '../../db/schema/index.ts';
import {
  createNotificationsRepository,
  type NotificationInput,
} from './notifications.repository.ts';

const DAY = 86_400_000;

/**
 * A short history on /admin/notifications: one send to every customer, one to the customers
 * of the first package that has any, one to a single customer. Sent through the same
 * repository as the page, so the counts are the real ones; runs after the demo orders.
 */
export async function seedSentNotifications(db: Db, now = new Date()) {
  const repo = createNotificationsRepository(db);
  const admin = await firstAdmin(db);
  if (!admin) return;

  async function sent(
    daysAgo: number,
    audience: 'customers' | 'package' | 'user',
    notification: NotificationInput,
    count: number,
    to: { recipientId?: string; package?: { id: string; name: string } } = {},
  ) {
    const id = await repo.recordSent({
      audience,
      recipientId: to.recipientId ?? null,
      package: to.package ?? null,
      senderId: admin!.id,
      recipientsCount: count,
      notification,
    });
    await db
      .update(sentNotifications)
      .set({ createdAt: new Date(now.getTime() - daysAgo * DAY) })
      .where(eq(sentNotifications.id, id));
  }

  const everyone: NotificationInput = {
    type: 'info',
    title: 'Champions League nights are on',
    message: 'Every knockout match is live in HD, with the studio show an hour before kick-off.',
    link: '/#events',
  };
  await sent(9, 'customers', everyone, (await repo.createForRole('user', everyone)).length);

  const packages = await repo.audiencePackages();
  const reached = packages.find((p) => p.customers > 0);
  if (reached) {
    const notice: NotificationInput = {
      type: 'warning',
      title: `${reached.name}: maintenance on Sunday night`,
      message: 'Some channels may pause for a few minutes between 02:00 and 04:00 UTC.',
      link: '/help-center',
    };
    const count = (await repo.createForPackage(reached.id, notice)).length;
    await sent(4, 'package', notice, count, { package: { id: reached.id, name: reached.name } });
  }

  const [customer] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.role, 'user'), eq(users.disabled, false)))
    .orderBy(asc(users.createdAt))
    .limit(1);
  if (customer) {
    const personal: NotificationInput = {
      type: 'success',
      title: 'Your replay request is ready',
      message: `Thanks for asking, ${customer.name.split(' ')[0]}: the full match replay is now in the catalogue.`,
      link: '/account',
    };
    await repo.createFor(customer.id, personal);
    await sent(1, 'user', personal, 1, { recipientId: customer.id });
  }
}

export const notificationsSeedStep = {
  name: 'sent-notifications:v1',
  run: (db: Db) => seedSentNotifications(db),
};
