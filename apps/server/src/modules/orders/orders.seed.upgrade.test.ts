import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { orders, promoCodes, users } from '../../db/schema/index.ts';
import { seedPromoCodes } from '../promo-codes/promo-codes.seed.ts';
import { seedOrders } from './orders.seed.ts';

describe('demo sales on an upgraded install', () => {
  it('are not added to a database that already has customers', async () => {
    const database = await createDatabase({});
    try {
      await runMigrations(database);
      const { db } = database;
      await db
        .insert(users)
        .values({ email: 'real@shop.example', name: 'Real', passwordHash: 'x' });
      await seedPromoCodes(db);
      await seedOrders(db);
      const [codes] = await db.select({ n: count() }).from(promoCodes);
      const [placed] = await db.select({ n: count() }).from(orders);
      const [demo] = await db.select({ n: count() }).from(users).where(eq(users.role, 'user'));
      expect([codes!.n, placed!.n, demo!.n]).toEqual([0, 0, 1]);
    } finally {
      await database.close();
    }
  });
});
