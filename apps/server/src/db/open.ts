import { makePrivate, pgliteDir } from '../config-data-dir.ts';
import { StartupError, type Config } from '../config.ts';
import { createDatabase, type Database } from './client.ts';
import { runMigrations } from './migrate.ts';
import { seedDatabase, type SeedOptions, type SeedStep } from './seed.ts';

function describe(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  // Emscripten's file-system errors (PGlite) carry only a number.
  const errno = (error as { errno?: number } | undefined)?.errno;
  return errno === undefined ? String(error) : `file system error ${errno}`;
}

/**
 * What an operator is told when the configured database cannot be opened: which one, what
 * went wrong, what to do. Never the connection string itself, which may hold a password.
 */
function unusable(config: Config, pgliteFolder: string | undefined, error: unknown) {
  if (pgliteFolder) {
    return new StartupError(
      `DATA_DIR: the database in ${pgliteFolder} could not be opened (${describe(error)}). ` +
        'It may be damaged, or written by an incompatible version: restore it from a backup, ' +
        'or move the folder aside to start with an empty database.',
      { cause: error },
    );
  }
  const url = new URL(config.databaseUrl!);
  return new StartupError(
    `DATABASE_URL: the database ${url.pathname.slice(1)} on ${url.host} could not be used ` +
      `(${describe(error)}). Check that PostgreSQL is running there and that the user may connect.`,
    { cause: error },
  );
}

/** Opens the configured database, applies committed migrations and the idempotent seed. */
export async function openDatabase(
  config: Config,
  options: Pick<SeedOptions, 'hashPassword' | 'onGeneratedAdmin'> & { seedSteps?: SeedStep[] },
): Promise<Database> {
  const { seedSteps = [], ...seedOptions } = options;
  const pgliteFolder =
    config.inMemoryDatabase || config.databaseUrl ? undefined : pgliteDir(config.dataDir);
  // An in-memory database that fails is a bug: its stack trace says more than a sentence.
  const onDisk = Boolean(pgliteFolder ?? config.databaseUrl);
  let database: Database;
  try {
    database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: pgliteFolder });
  } catch (error) {
    throw onDisk ? unusable(config, pgliteFolder, error) : error;
  }
  if (pgliteFolder) {
    // PGlite unpacks its initial cluster with mode 0666 whatever the umask: made private at
    // once (its folder is 0700 meanwhile), and again at close for whatever it wrote since.
    const problem = makePrivate(pgliteFolder);
    if (problem) {
      await database.close().catch(() => undefined);
      throw new StartupError(`DATA_DIR: ${problem}`);
    }
    const close = database.close;
    database = {
      ...database,
      close: async () => {
        await close();
        makePrivate(pgliteFolder);
      },
    };
  }
  try {
    try {
      await runMigrations(database);
    } catch (error) {
      throw onDisk ? unusable(config, pgliteFolder, error) : error;
    }
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
