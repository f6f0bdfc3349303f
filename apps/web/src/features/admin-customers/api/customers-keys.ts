const root = 'admin-customers';

/** Query keys of the customers page; a close (or any action on a customer) invalidates them all. */
export const customersKeys = {
  all: [root] as const,
  list: (query: Record<string, string | number>) => [root, 'list', query] as const,
};
