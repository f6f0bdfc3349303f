import type { Config } from '../config.ts';
import { createDatabase, type Database } from './client.ts';
import { runMigrations } from './migrate.ts';
import { seedDatabase, type SeedOptions, type SeedStep } from './seed.ts';

/** Opens the configured database, applies committed migrations and the idempotent seed. */
export async function openDatabase(
  config: Config,
  options: Pick<SeedOptions, 'hashPassword' | 'onGeneratedAdmin'> & { seedSteps?: SeedStep[] },
): Promise<Database> {
  const { seedSteps = [], ...seedOptions } = options;
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.inMemoryDatabase || config.databaseUrl ? undefined : `${config.dataDir}/pglite`,
  });
  try {
    await runMigrations(database);
    await seedDatabase(
      database.db,
      { adminEmail: config.adminEmail, adminPassword: config.adminPassword, ...seedOptions },
      seedSteps,
    );
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  return database;
}
