import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** Per table: its rows, and how many of them a transaction after the last look wrote. */
type TableWrites = Map<string, { rows: number; written: number }>;

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/**
 * Watches every table of the app's schema for writes, one query per look: a row inserted or
 * updated since the last look carries a newer transaction id (`xmin`) than the horizon that
 * look saw; a deleted one shows in the count. Reads assign no transaction id, and a rolled-back
 * write leaves no visible row, so only committed writes count. Cheap on a test database: one
 * statement whatever the number of tables.
 */
export async function tableWatcher(db: Db) {
  const tables = rowsOf(
    await db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    ),
  ).map((row) => String(row.tablename));
  // The transaction-id counter wraps at 2^32 within an epoch; xmin holds the low 32 bits.
  const horizonSql = `(pg_snapshot_xmax(pg_current_snapshot())::text::bigint % 4294967296)`;
  let horizon = 0;

  async function look(): Promise<TableWrites> {
    const parts = tables.map(
      (table) =>
        `select '${table}' as name, count(*)::int as rows, ` +
        `(count(*) filter (where xmin::text::bigint >= ${horizon}))::int as written from "${table}"`,
    );
    parts.push(`select '' as name, ${horizonSql}, 0`);
    const found: TableWrites = new Map();
    for (const row of rowsOf(await db.execute(sql.raw(parts.join(' union all '))))) {
      if (row.name === '') horizon = Number(row.rows);
      else found.set(String(row.name), { rows: Number(row.rows), written: Number(row.written) });
    }
    return found;
  }

  let last = await look();
  return {
    tables,
    /**
     * The tables written since the previous call (or since the watch began): a row inserted
     * or updated, or one fewer row.
     */
    async changes(): Promise<string[]> {
      const now = await look();
      const changed = tables.filter((table) => {
        const was = last.get(table);
        const is = now.get(table)!;
        return is.written > 0 || was?.rows !== is.rows;
      });
      last = now;
      return changed;
    },
  };
}
