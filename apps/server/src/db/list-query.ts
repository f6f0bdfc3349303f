import { and, asc, desc, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * The one server-side way to page, search, filter and sort an admin list. A module declares
 * which sort keys map to which columns (nothing else can be sorted on), builds its filters
 * with the helpers below, and hands two queries to `pageOf`: the rows of one page and the
 * count of all matching rows.
 */

export interface PageRequest {
  page: number;
  pageSize: number;
}

export interface Page<T> {
  items: T[];
  total: number;
}

/** `page`/`pageSize` (1-based) as LIMIT/OFFSET. */
export function pageWindow({ page, pageSize }: PageRequest): { limit: number; offset: number } {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/** The column a `sort` such as `-createdAt` names, and its direction. */
function sortColumn<K extends string>(sort: string, columns: Record<K, AnyColumn | SQL>) {
  const descending = sort.startsWith('-');
  const key = (descending ? sort.slice(1) : sort) as K;
  const column = columns[key];
  if (!column) throw new Error(`orderFor: no column for sort key "${key}"`);
  return { column, descending };
}

/**
 * ORDER BY for a `sort` such as `-createdAt`: the key must be one of `columns` (the contract
 * already refuses others), `-` means descending, and `tiebreak` (usually the id) keeps pages
 * stable when many rows share a value.
 */
export function orderFor<K extends string>(
  sort: string,
  columns: Record<K, AnyColumn | SQL>,
  tiebreak: AnyColumn,
): SQL[] {
  const { column, descending } = sortColumn(sort, columns);
  const direction = descending ? desc : asc;
  return [direction(column), direction(tiebreak)];
}

/** Where a keyset page stopped: the last row's sort value (as `keysetValue` read it) and id. */
export interface Keyset {
  value: string | null;
  id: string;
}

/**
 * The sort value to remember for `keysetAfter`, read as the database's own text: a JavaScript
 * Date would drop a timestamp's microseconds and the next page would repeat or skip rows.
 */
export function keysetValue<K extends string>(
  sort: string,
  columns: Record<K, AnyColumn | SQL>,
): SQL<string | null> {
  return sql<string | null>`${sortColumn(sort, columns).column}::text`;
}

/**
 * The rows that come after `last` in `orderFor(sort, columns, tiebreak)`: keyset paging, so
 * reading a long list batch by batch costs the same for the last batch as for the first
 * (OFFSET reads and drops every row before it). PostgreSQL sorts nulls last ascending and
 * first descending; a nullable column is compared accordingly.
 */
export function keysetAfter<K extends string>(
  sort: string,
  columns: Record<K, AnyColumn | SQL>,
  tiebreak: AnyColumn,
  last: Keyset,
): SQL {
  const { column, descending } = sortColumn(sort, columns);
  const beyond = descending ? sql`<` : sql`>`;
  if (last.value === null) {
    const later = sql`(${column} is null and ${tiebreak} ${beyond} ${last.id})`;
    return descending ? sql`(${later} or ${column} is not null)` : later;
  }
  // A row comparison, which an index on the sort column can serve.
  const next = sql`(${column}, ${tiebreak}) ${beyond} (${last.value}, ${last.id})`;
  return descending ? next : sql`(${next} or ${column} is null)`;
}

/** `%`, `_` and `\` typed in a search box are searched for, not wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A case-insensitive "contains" over several columns; undefined when there is no search. */
export function searchAny(q: string | undefined, columns: (AnyColumn | SQL)[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePattern(q);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** A day (`2026-11-01`) means its start for `from`; for `to` it means the whole of that day. */
export function dateBound(value: string | undefined, edge: 'from' | 'to'): Date | undefined {
  if (!value) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = new Date(`${value}T00:00:00.000Z`);
    return edge === 'from' ? day : new Date(day.getTime() + 24 * 60 * 60 * 1000 - 1);
  }
  return new Date(value);
}

/** Period filter on a timestamp column, inclusive at both ends. */
export function withinDates(
  column: AnyColumn,
  from: string | undefined,
  to: string | undefined,
): SQL | undefined {
  const start = dateBound(from, 'from');
  const end = dateBound(to, 'to');
  return and(
    start ? sql`${column} >= ${start.toISOString()}` : undefined,
    end ? sql`${column} <= ${end.toISOString()}` : undefined,
  );
}

/** Runs the page and the count (together, with the same WHERE) and pairs them. */
export async function pageOf<T>(
  page: PageRequest,
  rows: (window: { limit: number; offset: number }) => Promise<T[]>,
  count: () => Promise<{ total: number }[]>,
): Promise<Page<T>> {
  const [items, [counted]] = await Promise.all([rows(pageWindow(page)), count()]);
  return { items, total: Number(counted?.total ?? 0) };
}

/** `count(*)` as a number (PostgreSQL answers bigint as a string). */
export const countAll = sql<number>`count(*)::int`;
