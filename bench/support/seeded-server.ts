import type { AddressInfo } from 'node:net';
import type { Config } from '../../apps/server/src/config.ts';

/** The admin every bench seeds and signs in as. */
export const BENCH_ADMIN = { email: 'admin@example.com', password: 'Bench-admin-pass-1' };

export interface SeedOptions {
  /**
   * Customers with one running subscription each whose end is ~5 days away (the sweep's
   * 7-day reminder is due for every one), written in bulk before the server starts.
   */
  expiringSubscriptions?: number | undefined;
}

/**
 * The real server on a migrated, seeded database (in memory unless `overrides.databaseUrl`
 * names a PostgreSQL one), listening on a free port of 127.0.0.1. Its code is loaded here, on
 * call, so a bench's client processes never load it.
 */
export async function startSeededServer(overrides: Partial<Config> = {}, seed: SeedOptions = {}) {
  const [
    { buildApp },
    { testConfig },
    { createDatabase },
    { runMigrations },
    { seedDatabase },
    { hashPassword },
  ] = await Promise.all([
    import('../../apps/server/src/app.ts'),
    import('../../apps/server/src/config.ts'),
    import('../../apps/server/src/db/client.ts'),
    import('../../apps/server/src/db/migrate.ts'),
    import('../../apps/server/src/db/seed.ts'),
    import('../../apps/server/src/modules/auth/passwords.ts'),
  ]);
  const database = await createDatabase({ databaseUrl: overrides.databaseUrl });
  await runMigrations(database);
  await seedDatabase(database.db, {
    adminEmail: BENCH_ADMIN.email,
    adminPassword: BENCH_ADMIN.password,
    hashPassword,
  });
  if (seed.expiringSubscriptions) {
    const { insertExpiringSubscriptions } = await import('./bulk-orders.ts');
    await insertExpiringSubscriptions(
      database.db,
      seed.expiringSubscriptions,
      await hashPassword('not-a-password-anyone-uses'),
    );
  }
  const config = testConfig({
    // High enough never to answer 429, while the limiter still counts and sets its headers.
    rateLimitPerMinute: 1_000_000_000,
    logLevel: 'silent',
    ...overrides,
  });
  const app = await buildApp(config, { database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, database, port };
}
