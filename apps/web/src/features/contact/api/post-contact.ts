import type { ContactBody, SubmissionAnswer, SubmissionReceipt } from '@streamfront/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * POST /api/contact. No automatic retries: a message whose answer was lost may have arrived,
 * and a 429 is told at once rather than waited out behind a spinning button.
 */
export async function postContact(body: ContactBody): Promise<SubmissionReceipt> {
  const answer = await apiClient.post<SubmissionAnswer>('/contact', body, {
    retries: 0,
    rateLimitRetry: false,
  });
  return answer.data;
}

/** The form shows every failure itself, beside the fields or above the button. */
export function usePostContact() {
  return useMutation({ mutationFn: postContact, meta: { silent: true } });
}
