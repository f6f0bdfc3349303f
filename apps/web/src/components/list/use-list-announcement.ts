import { QueryClientContext } from '@tanstack/react-query';
import { useContext, useEffect, useRef, useState } from 'react';

/** How a live list names what arrives: `{ one: 'new query', other: 'new queries' }`. */
export interface NewItemsWords {
  one: string;
  other: string;
}

/** What the list showed last, and when: what the next answer is compared with. */
interface Seen {
  query: string;
  keys: ReadonlySet<string>;
  total: number;
  at: number;
}

/** One announcement; `id` changes with each, so the same words said again are said again. */
export interface ListAnnouncement {
  id: number;
  text: string;
}

const results = (total: number, page: number, pageCount: number) =>
  `${total === 0 ? 'No' : total} ${total === 1 ? 'result' : 'results'}` +
  (pageCount > 1 ? `, page ${page} of ${pageCount}` : '');

/**
 * What a list's one polite live region says, and only when a person needs telling:
 * - after the person's own search, filter, sort or page, how many rows match;
 * - when a refetch brings rows nobody here asked for (a customer's new query, another
 *   admin's new event), how many arrived: "1 new query". Said once: a refetch with nothing new
 *   says nothing, and rows that came with this person's own change (a mutation started since
 *   the last answer, or still running) are theirs, already told by their form or toast. (A
 *   mutation elsewhere, such as marking a notification read, also counts: better silent once
 *   than saying "new" of what this person made.)
 * The first answer, a refetch that only changes or removes rows, and the previous page shown
 * while the next loads say nothing.
 */
export function useListAnnouncement({
  query,
  rowKeys,
  total,
  page,
  pageCount,
  stale,
  updatedAt,
  newItems,
}: {
  /** The list's search, filters, sort and page, as sent: a change is the person's. */
  query: string;
  rowKeys: readonly string[] | undefined;
  total: number;
  page: number;
  pageCount: number;
  /** The rows on screen are the last query's, kept while the next one loads. */
  stale: boolean;
  /** When the last answer came (TanStack Query's `dataUpdatedAt`), if known. */
  updatedAt: number | undefined;
  newItems: NewItemsWords | undefined;
}): ListAnnouncement | null {
  // Optional: the kit also serves lists that are not backed by TanStack Query.
  const queryClient = useContext(QueryClientContext);
  const seen = useRef<Seen | null>(null);
  const [announcement, setAnnouncement] = useState<ListAnnouncement | null>(null);

  useEffect(() => {
    if (!rowKeys || stale) return;
    const previous = seen.current;
    const keys = new Set(rowKeys);
    seen.current = { query, keys, total, at: updatedAt ?? Date.now() };
    if (!previous) return;

    const say = (text: string) => setAnnouncement((last) => ({ id: (last?.id ?? 0) + 1, text }));
    if (previous.query !== query) {
      say(results(total, page, pageCount));
      return;
    }
    if (!newItems) return;
    const arrived = Math.min(
      rowKeys.filter((key) => !previous.keys.has(key)).length,
      total - previous.total,
    );
    if (arrived <= 0) return;
    const ownChange = queryClient
      ?.getMutationCache()
      .getAll()
      .some(
        (mutation) =>
          mutation.state.status === 'pending' || mutation.state.submittedAt >= previous.at,
      );
    if (ownChange) return;
    say(`${arrived} ${arrived === 1 ? newItems.one : newItems.other}`);
    // rowKeys is a new array on every render; its content is what counts. Every answer, even
    // one that changes nothing, moves `at` on: a mutation before it is not behind what follows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rowKeys?.join('\n'), query, total, stale, updatedAt]);

  return announcement;
}
