const root = 'admin-compensations';

/** Query keys of the past extensions; an extension or an undo invalidates them. */
export const compensationsKeys = {
  all: [root] as const,
  list: (query: { page: number; pageSize: number }) => [root, 'list', query] as const,
};
