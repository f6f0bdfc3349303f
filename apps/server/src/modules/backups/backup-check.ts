import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** What a backup holds, counted by opening it: the proof that it reads. */
export interface BackupRows {
  users: number;
  orders: number;
}

/**
 * Opens the database folder `dataDir` unpacked from a backup as the server would (PGlite,
 * with the trigram extension the migrations installed; it recovers from the snapshot as
 * after a crash), counts its accounts and orders, and shuts it down cleanly.
 */
export async function countBackupRows(dataDir: string): Promise<BackupRows> {
  const client = new PGlite({ dataDir, extensions: { pg_trgm } });
  try {
    await client.waitReady;
    const { rows } = await client.query<BackupRows>(
      'select (select count(*) from users)::int as users, (select count(*) from orders)::int as orders',
    );
    return rows[0]!;
  } finally {
    await client.close();
  }
}
