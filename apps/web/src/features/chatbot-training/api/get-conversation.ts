import type { ChatConversationDetail } from '@streamfront/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHATBOT_TRAINING_PATH, chatbotTrainingKeys } from './chatbot-training-keys';

/** GET /api/admin/chatbot/conversations/:id: one conversation with its messages. */
export async function getConversation(
  id: string,
  signal?: AbortSignal,
): Promise<ChatConversationDetail> {
  const answer = await apiClient.get<{ data: ChatConversationDetail }>(
    `${CHATBOT_TRAINING_PATH}/conversations/${encodeURIComponent(id)}`,
    { signal },
  );
  return answer.data;
}

export function useConversation(id: string) {
  return useQuery({
    queryKey: chatbotTrainingKeys.conversation(id),
    queryFn: ({ signal }) => getConversation(id, signal),
  });
}
