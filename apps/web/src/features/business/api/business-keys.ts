/** Query keys of the business figures page. */
export const businessKeys = {
  all: ['business'] as const,
  report: (query: Record<string, string>) => ['business', 'report', query] as const,
};
