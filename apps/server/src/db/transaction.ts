import type { Db } from './client.ts';

/**
 * Runs `work` in one transaction: all of its writes commit together, or none do when it
 * throws. The handle it gets is typed as `Db`, so the same repository factories serve inside
 * and outside a transaction and nothing needs a cast; calling this again with that handle
 * opens a savepoint.
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}
