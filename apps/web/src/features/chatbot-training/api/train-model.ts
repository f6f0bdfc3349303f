import type { ChatTrainingResult } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHATBOT_TRAINING_PATH, chatbotTrainingKeys } from './chatbot-training-keys';

/**
 * POST /api/admin/chatbot/train: answers when the new model is in use on every instance.
 * Not retried: a training that timed out may still finish, and a second would queue a 409.
 */
export async function trainModel(): Promise<ChatTrainingResult> {
  const answer = await apiClient.post<{ data: ChatTrainingResult }>(
    `${CHATBOT_TRAINING_PATH}/train`,
    undefined,
    { retries: 0 },
  );
  return answer.data;
}

export function useTrainModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: trainModel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatbotTrainingKeys.status }),
  });
}
