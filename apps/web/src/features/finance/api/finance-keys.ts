/** Query keys of the finance page; an entry's change refetches them all (the totals include it). */
export const financeKeys = {
  all: ['finance'] as const,
  summary: (query: Record<string, string>) => ['finance', 'summary', query] as const,
  entries: ['finance', 'entries'] as const,
  entryList: (query: Record<string, string | number>) => ['finance', 'entries', query] as const,
};
