import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHATBOT_ADMIN_PATH } from './chatbot-admin-keys';
import { useInvalidateChatbotData } from './invalidate';

/** DELETE /api/admin/chatbot/intents/:id */
export async function deleteIntent(id: string): Promise<void> {
  await apiClient.delete(`${CHATBOT_ADMIN_PATH}/intents/${encodeURIComponent(id)}`);
}

export function useDeleteIntent() {
  const invalidate = useInvalidateChatbotData();
  return useMutation({ mutationFn: deleteIntent, onSuccess: invalidate });
}
