import type { ChatTryResult } from '@streamfront/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHATBOT_TRAINING_PATH } from './chatbot-training-keys';

/** POST /api/admin/chatbot/try: the top three intents for a sentence; nothing is logged. */
export async function trySentence(text: string): Promise<ChatTryResult> {
  const answer = await apiClient.post<{ data: ChatTryResult }>(`${CHATBOT_TRAINING_PATH}/try`, {
    text,
  });
  return answer.data;
}

export function useTrySentence() {
  return useMutation({ mutationFn: trySentence, meta: { silent: true } });
}
