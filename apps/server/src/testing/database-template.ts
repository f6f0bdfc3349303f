import pg from 'pg';
import { createDatabase, type Database } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { seedDatabase } from '../db/seed.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { moduleSeedSteps } from '../module-seed-steps.ts';

export const TEST_ADMIN = { email: 'admin@example.com', password: 'Admin-pass-for-tests-1' };

/** What every test database starts as: migrated, with the demo seed and the test admin. */
export async function migrateAndSeed(database: Database) {
  await runMigrations(database);
  await seedDatabase(
    database.db,
    { adminEmail: TEST_ADMIN.email, adminPassword: TEST_ADMIN.password, hashPassword },
    moduleSeedSteps,
  );
}

/** A migrated, seeded PGlite data directory; each test file starts from a copy of it. */
export async function buildPgliteTemplate(): Promise<Blob> {
  const database = await createDatabase({});
  await migrateAndSeed(database);
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  return dump;
}

/** `serverUrl` with another database name. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The PostgreSQL template database `name` on the server of `serverUrl`, migrated and seeded by
 * whichever test file asks first (the others wait on an advisory lock), so the rest start
 * with `CREATE DATABASE … TEMPLATE name` instead of migrating and seeding. It is built under
 * another name and renamed once complete: a test runner that dies half-way leaves no template
 * that looks ready.
 */
export async function ensurePostgresTemplate(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return;
    const building = `${name}_building`;
    await client.query(`drop database if exists ${building} with (force)`);
    await client.query(`create database ${building}`);
    const database = await createDatabase({ databaseUrl: databaseUrl(serverUrl, building) });
    try {
      await migrateAndSeed(database);
    } finally {
      database.pool?.on('error', () => undefined);
      await database.close();
    }
    // Waits (up to 5 s, PostgreSQL's own limit) for the pool's sockets to be gone.
    await client.query(`alter database ${building} rename to ${name}`);
  } finally {
    await client.query('select pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined);
    await client.end();
  }
}

/** Drops every database whose name starts with `prefix` (a test run's leftovers). */
export async function dropDatabasesStartingWith(serverUrl: string, prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of rows) {
      await client.query(`drop database if exists "${datname}" with (force)`);
    }
  } finally {
    await client.end();
  }
}
