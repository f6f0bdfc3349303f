import type { ChatIntent, ChatIntentCreateBody } from '@streamfront/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHATBOT_TRAINING_PATH } from './chatbot-training-keys';
import { useInvalidateChatbotData } from './invalidate';

/** POST /api/admin/chatbot/intents (not retried: a lost answer may hide a created intent). */
export async function createIntent(body: ChatIntentCreateBody): Promise<ChatIntent> {
  const answer = await apiClient.post<{ data: ChatIntent }>(
    `${CHATBOT_TRAINING_PATH}/intents`,
    body,
    { retries: 0 },
  );
  return answer.data;
}

/** The intent form shows its own errors field by field, so no toast. */
export function useCreateIntent() {
  const invalidate = useInvalidateChatbotData();
  return useMutation({ mutationFn: createIntent, onSuccess: invalidate, meta: { silent: true } });
}
