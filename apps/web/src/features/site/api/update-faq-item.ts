import type { AdminFaqItem, FaqItemAnswer, FaqUpdateBody } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { SITE_MESSAGES, toSiteError } from '../site-errors';
import { faqChanged } from './faq-changed';

export interface UpdateFaqItemInput {
  id: string;
  body: FaqUpdateBody;
}

/** PATCH /api/admin/faq/:id: any subset; hide and show send `{ active }`. */
export async function updateFaqItem({ id, body }: UpdateFaqItemInput): Promise<AdminFaqItem> {
  try {
    const answer = await apiClient.patch<FaqItemAnswer>(
      `/admin/faq/${encodeURIComponent(id)}`,
      body,
    );
    return answer.data;
  } catch (error) {
    throw toSiteError(error, SITE_MESSAGES.updateFaq);
  }
}

/** `silent`: for the edit form, which shows its errors beside the fields. */
export function useUpdateFaqItem({ silent = false }: { silent?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFaqItem,
    meta: { silent },
    onSuccess: () => faqChanged(queryClient),
  });
}
