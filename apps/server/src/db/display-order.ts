import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** A table whose rows an admin puts in order (packages, FAQ entries). */
type Ordered = PgTable & { id: PgColumn; sortOrder: PgColumn; updatedAt: PgColumn };

/**
 * Moves one row a place up or down the display order `order` (which must end on a unique
 * column). Every row is renumbered 10 apart in the new order: equal sort orders (a default 0)
 * could not be swapped, and the gaps leave room for a number typed in a form. The rows are
 * locked while they are renumbered; run it inside a transaction. Resolves to the moved row,
 * or undefined when there is no row `id`; the first row moved up (the last moved down) stays.
 */
export async function moveOnePlace<T extends Ordered>(
  db: Db,
  table: T,
  order: SQL[],
  id: string,
  direction: 'up' | 'down',
): Promise<T['$inferSelect'] | undefined> {
  const ordered = (await db
    .select({ id: table.id })
    .from(table as PgTable)
    .orderBy(...order)
    .for('update')) as { id: string }[];
  const from = ordered.findIndex((row) => row.id === id);
  if (from === -1) return undefined;
  const to = direction === 'up' ? from - 1 : from + 1;
  if (to >= 0 && to < ordered.length) [ordered[from], ordered[to]] = [ordered[to]!, ordered[from]!];

  const now = new Date();
  let moved: T['$inferSelect'] | undefined;
  for (const [index, row] of ordered.entries()) {
    const changes = { sortOrder: (index + 1) * 10, ...(row.id === id ? { updatedAt: now } : {}) };
    const [updated] = (await db
      .update(table as PgTable)
      .set(changes as never)
      .where(eq(table.id, row.id))
      .returning()) as T['$inferSelect'][];
    if (row.id === id) moved = updated;
  }
  return moved;
}
