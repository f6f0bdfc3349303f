import type { DeletedAnswer } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { SITE_MESSAGES, toSiteError } from '../site-errors';
import { faqChanged } from './faq-changed';

/** DELETE /api/admin/faq/:id. */
export async function deleteFaqItem(id: string): Promise<string> {
  try {
    const answer = await apiClient.delete<DeletedAnswer>(`/admin/faq/${encodeURIComponent(id)}`);
    return answer.data.id;
  } catch (error) {
    throw toSiteError(error, SITE_MESSAGES.deleteFaq);
  }
}

export function useDeleteFaqItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteFaqItem, onSuccess: () => faqChanged(queryClient) });
}
