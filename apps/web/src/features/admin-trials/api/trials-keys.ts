const root = 'admin-trials';

/** Query keys of the trials page; a revoke or a settings change invalidates them all. */
export const trialsKeys = {
  all: [root] as const,
  list: (query: Record<string, string | number>) => [root, 'list', query] as const,
  summary: [root, 'summary'] as const,
};
