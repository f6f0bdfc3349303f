import type { ChatSettings, ChatSettingsUpdateBody } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHATBOT_ADMIN_PATH, chatbotAdminKeys } from './chatbot-admin-keys';

/** PATCH /api/admin/chatbot/settings */
export async function updateChatbotSettings(body: ChatSettingsUpdateBody): Promise<ChatSettings> {
  const answer = await apiClient.patch<{ data: ChatSettings }>(
    `${CHATBOT_ADMIN_PATH}/settings`,
    body,
  );
  return answer.data;
}

export function useUpdateChatbotSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateChatbotSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(chatbotAdminKeys.settings, settings);
      return queryClient.invalidateQueries({ queryKey: chatbotAdminKeys.status });
    },
    // The settings form shows its errors beside the fields.
    meta: { silent: true },
  });
}
