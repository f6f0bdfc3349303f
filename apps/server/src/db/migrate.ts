import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.ts';

const migrationsFolder = path.join(import.meta.dirname, 'migrations');
/** Arbitrary constant: instances starting together take turns applying migrations. */
const MIGRATION_LOCK = 727_274_001;

/**
 * Extensions the migrations' indexes use. drizzle-kit does not write CREATE EXTENSION into
 * the migrations it generates, so it runs here, before them, on every start (a no-op once
 * done). pg_trgm is a trusted extension: a user who may create tables in the database may
 * create it, no superuser needed (PostgreSQL 13+).
 */
const EXTENSIONS = 'create extension if not exists pg_trgm';

export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await database.pglite!.exec(EXTENSIONS);
    await migratePglite(drizzlePglite(database.pglite!), { migrationsFolder });
    return;
  }
  const client = await database.pool!.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(EXTENSIONS);
    // On the connection that holds the lock: the migrator needs its driver's own type, not `Db`.
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
