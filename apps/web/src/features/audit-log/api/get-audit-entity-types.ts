import type { AuditEntityTypesAnswer } from '@streamfront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { AUDIT_MESSAGES, toAuditError } from '../audit-log-errors';
import { auditLogKeys } from './audit-log-keys';

/** GET /api/admin/audit-log/entity-types: the record types the log holds, for its filter. */
export async function getAuditEntityTypes(signal?: AbortSignal): Promise<string[]> {
  try {
    const answer = await apiClient.get<AuditEntityTypesAnswer>('/admin/audit-log/entity-types', {
      signal,
    });
    return answer.data;
  } catch (error) {
    throw toAuditError(error, AUDIT_MESSAGES.types);
  }
}

export const auditEntityTypesQueryOptions = queryOptions({
  queryKey: auditLogKeys.entityTypes,
  queryFn: ({ signal }) => getAuditEntityTypes(signal),
  staleTime: 60_000,
});

export function useAuditEntityTypes() {
  return useQuery(auditEntityTypesQueryOptions);
}
