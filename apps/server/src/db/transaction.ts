import type { Db } from './client.ts';

/** What runs once the outermost transaction of a handle has committed. */
const afterCommit = new WeakMap<Db, (() => void)[]>();

/**
 * Runs `work` in one transaction: all of its writes commit together, or none do when it
 * throws. The handle it gets is typed as `Db`, so the same repository factories serve inside
 * and outside a transaction and nothing needs a cast; calling this again with that handle
 * opens a savepoint, whose `onCommit` callbacks wait for the outermost commit.
 */
export async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  const outer = afterCommit.get(db);
  const callbacks = outer ?? [];
  const result = await db.transaction((tx) => {
    afterCommit.set(tx, callbacks);
    return work(tx);
  });
  if (!outer) for (const callback of callbacks) callback();
  return result;
}

/**
 * Calls `callback` once what `db` wrote is visible to others: after the commit when `db` is a
 * transaction of `inTransaction`, at once otherwise. Nothing runs for a transaction that
 * rolled back. For signals only (wake a worker): work itself belongs in the transaction.
 */
export function onCommit(db: Db, callback: () => void): void {
  const callbacks = afterCommit.get(db);
  if (callbacks) callbacks.push(callback);
  else callback();
}
