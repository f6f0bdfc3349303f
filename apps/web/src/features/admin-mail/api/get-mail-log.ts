import type { MailLogAnswer } from '@streamfront/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { MAIL_MESSAGES, toMailError } from '../mail-errors';
import { mailKeys } from './mail-keys';

export type MailLogPage = Pick<MailLogAnswer, 'data' | 'meta'>;

/** GET /api/admin/mail: one page of the mail log, with search, filters and sort. */
export async function getMailLog(
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<MailLogPage> {
  let answer: MailLogAnswer | null;
  try {
    answer = await apiClient.get<MailLogAnswer | null>('/admin/mail', { query, signal });
  } catch (error) {
    throw toMailError(error, MAIL_MESSAGES.load);
  }
  if (!Array.isArray(answer?.data) || !answer.meta) throw new Error(MAIL_MESSAGES.load);
  return { data: answer.data, meta: answer.meta };
}

export function mailLogQueryOptions(query: Record<string, string | number>) {
  return queryOptions({
    queryKey: mailKeys.list(query),
    queryFn: ({ signal }) => getMailLog(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** The list shows its own error with a retry button, so the cache does not toast it. */
export function useMailLog(query: Record<string, string | number>) {
  return useQuery({ ...mailLogQueryOptions(query), meta: { inlineError: true } });
}
