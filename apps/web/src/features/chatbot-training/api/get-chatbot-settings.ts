import type { ChatSettings } from '@streamfront/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHATBOT_TRAINING_PATH, chatbotTrainingKeys } from './chatbot-training-keys';

/** GET /api/admin/chatbot/settings: confidence threshold and fallback message. */
export async function getChatbotSettings(signal?: AbortSignal): Promise<ChatSettings> {
  const answer = await apiClient.get<{ data: ChatSettings }>(`${CHATBOT_TRAINING_PATH}/settings`, {
    signal,
  });
  return answer.data;
}

export function useChatbotSettings() {
  return useQuery({
    queryKey: chatbotTrainingKeys.settings,
    queryFn: ({ signal }) => getChatbotSettings(signal),
  });
}
