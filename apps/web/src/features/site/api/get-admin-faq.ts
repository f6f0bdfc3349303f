import type { AdminFaqListAnswer } from '@streamfront/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { SITE_MESSAGES, toSiteError } from '../site-errors';
import { siteAdminKeys } from './site-admin-keys';

export type AdminFaqPage = Pick<AdminFaqListAnswer, 'data' | 'meta'>;

/** GET /api/admin/faq: one page of every question, in display order. */
export async function getAdminFaq(
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<AdminFaqPage> {
  let answer: AdminFaqListAnswer | null;
  try {
    answer = await apiClient.get<AdminFaqListAnswer | null>('/admin/faq', { query, signal });
  } catch (error) {
    throw toSiteError(error, SITE_MESSAGES.loadFaq);
  }
  if (!Array.isArray(answer?.data) || !answer.meta) throw new Error(SITE_MESSAGES.loadFaq);
  return { data: answer.data, meta: answer.meta };
}

export function adminFaqQueryOptions(query: Record<string, string | number>) {
  return queryOptions({
    queryKey: siteAdminKeys.faqList(query),
    queryFn: ({ signal }) => getAdminFaq(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminFaq(query: Record<string, string | number>) {
  return useQuery({ ...adminFaqQueryOptions(query), meta: { inlineError: true } });
}
