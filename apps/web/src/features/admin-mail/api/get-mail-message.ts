import type { MailMessageDetail } from '@streamfront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { MAIL_MESSAGES, toMailError } from '../mail-errors';
import { mailKeys } from './mail-keys';

/** GET /api/admin/mail/:id: one message with its HTML and text as they were sent. */
export async function getMailMessage(id: string, signal?: AbortSignal): Promise<MailMessageDetail> {
  try {
    const answer = await apiClient.get<{ data: MailMessageDetail }>(
      `/admin/mail/${encodeURIComponent(id)}`,
      { signal },
    );
    return answer.data;
  } catch (error) {
    throw toMailError(error, MAIL_MESSAGES.loadOne);
  }
}

export function mailMessageQueryOptions(id: string) {
  return queryOptions({
    queryKey: mailKeys.detail(id),
    queryFn: ({ signal }) => getMailMessage(id, signal),
  });
}

export function useMailMessage(id: string) {
  return useQuery({ ...mailMessageQueryOptions(id), meta: { inlineError: true } });
}
