import type { ChatUnanswered } from '@streamfront/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHATBOT_TRAINING_PATH } from './chatbot-training-keys';
import { useInvalidateChatbotData } from './invalidate';

/** POST .../unanswered/:id/dismiss */
export async function dismissUnanswered(id: string): Promise<ChatUnanswered> {
  const answer = await apiClient.post<{ data: ChatUnanswered }>(
    `${CHATBOT_TRAINING_PATH}/unanswered/${encodeURIComponent(id)}/dismiss`,
  );
  return answer.data;
}

export function useDismissUnanswered() {
  const invalidate = useInvalidateChatbotData();
  return useMutation({ mutationFn: dismissUnanswered, onSuccess: invalidate });
}
