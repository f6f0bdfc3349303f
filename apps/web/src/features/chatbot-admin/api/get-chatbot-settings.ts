import type { ChatSettings } from '@streamfront/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHATBOT_ADMIN_PATH, chatbotAdminKeys } from './chatbot-admin-keys';

/** GET /api/admin/chatbot/settings: confidence threshold and fallback message. */
export async function getChatbotSettings(signal?: AbortSignal): Promise<ChatSettings> {
  const answer = await apiClient.get<{ data: ChatSettings }>(`${CHATBOT_ADMIN_PATH}/settings`, {
    signal,
  });
  return answer.data;
}

export function useChatbotSettings() {
  return useQuery({
    queryKey: chatbotAdminKeys.settings,
    queryFn: ({ signal }) => getChatbotSettings(signal),
  });
}
