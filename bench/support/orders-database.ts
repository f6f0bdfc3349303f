import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../../apps/server/src/db/client.ts';
import {
  countOrders,
  countTrials,
  insertCustomers,
  insertOrders,
  insertTrials,
  linkRenewals,
} from './bulk-orders.ts';
import { BENCH_ADMIN } from './seeded-server.ts';

/**
 * A shop's database for the order benches: created, migrated and seeded here (exactly as the
 * server's start-up would), then filled in bulk while no server runs on it (PGlite allows one
 * process at a time).
 */
export interface Backend {
  name: 'PGlite' | 'PostgreSQL';
  /** Environment the server is started with. */
  env: Record<string, string>;
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

export async function pgliteBackend(): Promise<Backend> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'streamfront-bench-orders-'));
  const { createDatabase } = await import('../../apps/server/src/db/client.ts');
  const { pgliteDir } = await import('../../apps/server/src/config-data-dir.ts');
  return {
    name: 'PGlite',
    env: { DATA_DIR: dataDir },
    open: () => createDatabase({ dataDir: pgliteDir(dataDir) }),
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A throw-away database on the server of `serverUrl`, dropped by dispose. */
export async function postgresBackend(serverUrl: string, prefix: string): Promise<Backend> {
  const [{ createThrowawayDatabase }, { createDatabase }] = await Promise.all([
    import('../../apps/server/src/testing/throwaway-postgres.ts'),
    import('../../apps/server/src/db/client.ts'),
  ]);
  const throwaway = await createThrowawayDatabase(serverUrl, prefix);
  return {
    name: 'PostgreSQL',
    env: { DATABASE_URL: throwaway.url },
    open: () => createDatabase({ databaseUrl: throwaway.url }),
    dispose: throwaway.drop,
  };
}

/**
 * Migrations and the start-up seed (admin, packages, promo codes…), then bulk customers and
 * orders up to `orders`, one customer in ten with a free trial among them, and half of the
 * repeat purchases linked as renewals. Customers go in first: the demo-orders seed step stands
 * aside in a shop that has some.
 */
export async function fill(backend: Backend, sizes: { orders: number; customers: number }) {
  const [{ runMigrations }, { seedDatabase }, { moduleSeedSteps }, { hashPassword }, schema] =
    await Promise.all([
      import('../../apps/server/src/db/migrate.ts'),
      import('../../apps/server/src/db/seed.ts'),
      import('../../apps/server/src/module-seed-steps.ts'),
      import('../../apps/server/src/modules/auth/passwords.ts'),
      import('../../apps/server/src/db/schema/index.ts'),
    ]);
  const { eq } = await import('drizzle-orm');
  const database = await backend.open();
  try {
    const { db } = database;
    const started = performance.now();
    await runMigrations(database);
    const [existing] = await db.select({ id: schema.users.id }).from(schema.users).limit(1);
    if (!existing) {
      await insertCustomers(db, sizes.customers, await hashPassword('not-a-password-anyone-uses'));
    }
    await seedDatabase(
      db,
      { adminEmail: BENCH_ADMIN.email, adminPassword: BENCH_ADMIN.password, hashPassword },
      moduleSeedSteps,
    );
    const [admin] = await db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, BENCH_ADMIN.email));
    const missing = sizes.orders - (await countOrders(db));
    const trialsMissing = Math.min(
      Math.max(0, missing),
      Math.round(sizes.customers / 10) - (await countTrials(db)),
    );
    if (missing > 0) {
      await insertTrials(db, trialsMissing);
      await insertOrders(db, missing - Math.max(0, trialsMissing), admin!.id);
      await linkRenewals(db);
    }
    return { orders: await countOrders(db), seconds: (performance.now() - started) / 1000 };
  } finally {
    await database.close();
  }
}
