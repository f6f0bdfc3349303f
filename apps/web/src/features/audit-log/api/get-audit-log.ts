import type { AuditLogAnswer } from '@streamfront/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { AUDIT_MESSAGES, toAuditError } from '../audit-log-errors';
import { auditLogKeys } from './audit-log-keys';

export type AuditLogPage = Pick<AuditLogAnswer, 'data' | 'meta'>;

/** GET /api/admin/audit-log: one page, with search, filters and sort as the URL has them. */
export async function getAuditLog(
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<AuditLogPage> {
  let answer: AuditLogAnswer | null;
  try {
    answer = await apiClient.get<AuditLogAnswer | null>('/admin/audit-log', { query, signal });
  } catch (error) {
    throw toAuditError(error, AUDIT_MESSAGES.load);
  }
  if (!Array.isArray(answer?.data) || !answer.meta) throw new Error(AUDIT_MESSAGES.load);
  return { data: answer.data, meta: answer.meta };
}

export function auditLogQueryOptions(query: Record<string, string | number>) {
  return queryOptions({
    queryKey: auditLogKeys.list(query),
    queryFn: ({ signal }) => getAuditLog(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** The list shows its own error with a retry button, so the cache does not toast it. */
export function useAuditLog(query: Record<string, string | number>) {
  return useQuery({ ...auditLogQueryOptions(query), meta: { inlineError: true } });
}
