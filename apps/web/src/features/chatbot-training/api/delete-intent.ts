import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHATBOT_TRAINING_PATH } from './chatbot-training-keys';
import { useInvalidateChatbotData } from './invalidate';

/** DELETE /api/admin/chatbot/intents/:id */
export async function deleteIntent(id: string): Promise<void> {
  await apiClient.delete(`${CHATBOT_TRAINING_PATH}/intents/${encodeURIComponent(id)}`);
}

export function useDeleteIntent() {
  const invalidate = useInvalidateChatbotData();
  return useMutation({ mutationFn: deleteIntent, onSuccess: invalidate });
}
