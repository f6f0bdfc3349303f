import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** A sort as the URL and the API spell it: `name` ascending, `-name` descending. */
export interface ListSort {
  id: string;
  desc: boolean;
}

export interface ListParamsConfig<Filter extends string> {
  /** The names of the list's filters, each a search parameter of its own. */
  filters?: readonly Filter[];
  /** How many rows a page holds unless the URL says otherwise. */
  pageSize?: number;
  /**
   * Put before each of the list's search parameters (`entries.page`, `entries.q`) when the
   * page has state of its own in the URL too; the query sent to the API keeps the bare names.
   */
  prefix?: string;
}

export interface ListParams<Filter extends string = string> {
  page: number;
  pageSize: number;
  q: string;
  /** `undefined`: the server's default order. */
  sort: ListSort | undefined;
  filters: Record<Filter, string | undefined>;
  /** Whether a search or a filter narrows the list (an empty list then says so). */
  narrowed: boolean;
  /** `replace`: correct the URL without a history entry (Back must not return to it). */
  setPage: (page: number, options?: { replace?: boolean }) => void;
  setSearch: (q: string) => void;
  setSort: (sort: ListSort | undefined) => void;
  setFilter: (name: Filter, value: string | undefined) => void;
  /** Several filters at once, as one history entry (a filter form's Apply). */
  setFilters: (values: Partial<Record<Filter, string | undefined>>) => void;
  clear: () => void;
  /** The query to send: page, pageSize and whichever of q, sort and the filters are set. */
  query: Record<string, string | number>;
}

export function parseSort(value: string | null): ListSort | undefined {
  if (!value || value === '-') return undefined;
  return value.startsWith('-') ? { id: value.slice(1), desc: true } : { id: value, desc: false };
}

export function formatSort(sort: ListSort): string {
  return `${sort.desc ? '-' : ''}${sort.id}`;
}

function positiveInt(value: string | null, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 1 ? parsed : fallback;
}

/**
 * A server-side list's state, kept in the URL's search parameters: a filtered, sorted page
 * can be bookmarked and shared, and Back undoes the last change. Every change is a new
 * history entry; a new search, filter or sort starts again at page 1.
 */
export function useListParams<Filter extends string = never>(
  config: ListParamsConfig<Filter> = {},
): ListParams<Filter> {
  const [params, setParams] = useSearchParams();
  const filterNames = config.filters ?? [];
  const defaultPageSize = config.pageSize ?? 20;
  const prefix = config.prefix ?? '';
  const key = (name: string) => `${prefix}${name}`;

  const update = useCallback(
    (change: (next: URLSearchParams) => void, replace = false) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );

  const page = positiveInt(params.get(key('page')), 1);
  const pageSize = Math.min(positiveInt(params.get(key('pageSize')), defaultPageSize), 100);
  const q = params.get(key('q')) ?? '';
  const sortParam = params.get(key('sort'));
  const filterKey = filterNames.map((name) => `${name}=${params.get(key(name)) ?? ''}`).join('&');

  const filters = useMemo(
    () =>
      Object.fromEntries(
        filterNames.map((name) => [name, params.get(key(name)) || undefined]),
      ) as Record<Filter, string | undefined>,
    // filterKey stands for the filters' values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [filterKey],
  );
  const sort = useMemo(() => parseSort(sortParam), [sortParam]);

  return useMemo(() => {
    const narrowing = (next: URLSearchParams) => next.delete(key('page'));
    const query: Record<string, string | number> = { page, pageSize };
    if (q) query.q = q;
    if (sort) query.sort = formatSort(sort);
    for (const [name, value] of Object.entries(filters)) {
      if (value) query[name] = value as string;
    }
    return {
      page,
      pageSize,
      q,
      sort,
      filters,
      narrowed: q !== '' || Object.values(filters).some(Boolean),
      query,
      setPage: (nextPage, options) =>
        update((next) => {
          if (nextPage <= 1) next.delete(key('page'));
          else next.set(key('page'), String(nextPage));
        }, options?.replace),
      setSearch: (text) =>
        update((next) => {
          const trimmed = text.trim();
          if (trimmed) next.set(key('q'), trimmed);
          else next.delete(key('q'));
          narrowing(next);
        }),
      setSort: (nextSort) =>
        update((next) => {
          if (nextSort) next.set(key('sort'), formatSort(nextSort));
          else next.delete(key('sort'));
          narrowing(next);
        }),
      setFilter: (name, value) =>
        update((next) => {
          if (value) next.set(key(name), value);
          else next.delete(key(name));
          narrowing(next);
        }),
      setFilters: (values) =>
        update((next) => {
          for (const [name, value] of Object.entries(values) as [Filter, string | undefined][]) {
            if (value) next.set(key(name), value);
            else next.delete(key(name));
          }
          narrowing(next);
        }),
      clear: () =>
        update((next) => {
          next.delete(key('q'));
          for (const name of filterNames) next.delete(key(name));
          narrowing(next);
        }),
    };
    // filterNames and prefix are derived from config, fixed for a page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page, pageSize, q, sort, filters, update]);
}
