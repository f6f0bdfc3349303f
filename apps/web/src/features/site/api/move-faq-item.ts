import type { AdminFaqItem, FaqItemAnswer, FaqMoveBody } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { SITE_MESSAGES, toSiteError } from '../site-errors';
import { faqChanged } from './faq-changed';

export interface MoveFaqItemInput {
  id: string;
  direction: FaqMoveBody['direction'];
}

/** POST /api/admin/faq/:id/move: one place up or down the home page's order. */
export async function moveFaqItem({ id, direction }: MoveFaqItemInput): Promise<AdminFaqItem> {
  try {
    const answer = await apiClient.post<FaqItemAnswer>(
      `/admin/faq/${encodeURIComponent(id)}/move`,
      { direction } satisfies FaqMoveBody,
    );
    return answer.data;
  } catch (error) {
    throw toSiteError(error, SITE_MESSAGES.updateFaq);
  }
}

/** A move renumbers every question, so every page of the list is fetched again. */
export function useMoveFaqItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: moveFaqItem, onSuccess: () => faqChanged(queryClient) });
}
