import type { AdminFaqItem, FaqCreateBody, FaqItemAnswer } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { SITE_MESSAGES, toSiteError } from '../site-errors';
import { faqChanged } from './faq-changed';

/** POST /api/admin/faq: the new question goes last. */
export async function createFaqItem(body: FaqCreateBody): Promise<AdminFaqItem> {
  try {
    // No silent retry: a create whose answer was lost has probably been made.
    const answer = await apiClient.post<FaqItemAnswer>('/admin/faq', body, { retries: 0 });
    return answer.data;
  } catch (error) {
    throw toSiteError(error, SITE_MESSAGES.createFaq);
  }
}

export function useCreateFaqItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFaqItem,
    meta: { silent: true },
    onSuccess: () => faqChanged(queryClient),
  });
}
