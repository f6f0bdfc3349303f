import type { ChatStatus } from '@streamfront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHATBOT_TRAINING_PATH, chatbotTrainingKeys } from './chatbot-training-keys';

/** GET /api/admin/chatbot/status: the model in use, counts, and open unanswered questions. */
export async function getChatbotStatus(signal?: AbortSignal): Promise<ChatStatus> {
  const answer = await apiClient.get<{ data: ChatStatus }>(`${CHATBOT_TRAINING_PATH}/status`, {
    signal,
  });
  return answer.data;
}

export function chatbotStatusQueryOptions() {
  return queryOptions({
    queryKey: chatbotTrainingKeys.status,
    queryFn: ({ signal }) => getChatbotStatus(signal),
    meta: { inlineError: true },
  });
}

export function useChatbotStatus() {
  return useQuery(chatbotStatusQueryOptions());
}
