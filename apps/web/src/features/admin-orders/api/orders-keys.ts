/** Query keys of the admin orders; a status change invalidates them all. */
export const adminOrdersKeys = {
  all: ['admin-orders'] as const,
  lists: ['admin-orders', 'list'] as const,
  list: (query: Record<string, string | number>) => ['admin-orders', 'list', query] as const,
  detail: (id: string) => ['admin-orders', 'detail', id] as const,
};
