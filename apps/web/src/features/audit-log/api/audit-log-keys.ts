/** Query keys of the audit log. */
export const auditLogKeys = {
  all: ['audit-log'] as const,
  list: (query: Record<string, string | number>) => ['audit-log', 'list', query] as const,
  entityTypes: ['audit-log', 'entity-types'] as const,
};
