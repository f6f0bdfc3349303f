import type { ChatSettings, ChatSettingsUpdateBody } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHATBOT_TRAINING_PATH, chatbotTrainingKeys } from './chatbot-training-keys';

/** PATCH /api/admin/chatbot/settings */
export async function updateChatbotSettings(body: ChatSettingsUpdateBody): Promise<ChatSettings> {
  const answer = await apiClient.patch<{ data: ChatSettings }>(
    `${CHATBOT_TRAINING_PATH}/settings`,
    body,
  );
  return answer.data;
}

export function useUpdateChatbotSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateChatbotSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(chatbotTrainingKeys.settings, settings);
      return queryClient.invalidateQueries({ queryKey: chatbotTrainingKeys.status });
    },
    // The settings form shows its errors beside the fields.
    meta: { silent: true },
  });
}
