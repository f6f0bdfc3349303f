import type { ChatIntent, ChatIntentUpdateBody } from '@streamfront/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHATBOT_TRAINING_PATH } from './chatbot-training-keys';
import { useInvalidateChatbotData } from './invalidate';

/** PATCH /api/admin/chatbot/intents/:id with the changed fields. */
export async function updateIntent(id: string, changes: ChatIntentUpdateBody): Promise<ChatIntent> {
  const answer = await apiClient.patch<{ data: ChatIntent }>(
    `${CHATBOT_TRAINING_PATH}/intents/${encodeURIComponent(id)}`,
    changes,
  );
  return answer.data;
}

/** The intent form shows its own errors field by field, so no toast. */
export function useUpdateIntent() {
  const invalidate = useInvalidateChatbotData();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ChatIntentUpdateBody }) =>
      updateIntent(id, body),
    onSuccess: invalidate,
    meta: { silent: true },
  });
}

export function useSetIntentEnabled() {
  const invalidate = useInvalidateChatbotData();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) =>
      updateIntent(id, { enabled }),
    onSuccess: invalidate,
  });
}
