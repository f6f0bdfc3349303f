import type { ChatAddToIntentBody, ChatIntent, ChatUnanswered } from '@streamfront/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHATBOT_TRAINING_PATH } from './chatbot-training-keys';
import { useInvalidateChatbotData } from './invalidate';

/** POST .../unanswered/:id/add-to-intent: the question joins an intent, new or not, in one step. */
export async function addToIntent(id: string, body: ChatAddToIntentBody) {
  const answer = await apiClient.post<{ data: { unanswered: ChatUnanswered; intent: ChatIntent } }>(
    `${CHATBOT_TRAINING_PATH}/unanswered/${encodeURIComponent(id)}/add-to-intent`,
    body,
    { retries: 0 },
  );
  return answer.data;
}

export function useAddToIntent() {
  const invalidate = useInvalidateChatbotData();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ChatAddToIntentBody }) => addToIntent(id, body),
    onSuccess: invalidate,
    // The question's own form shows the failure (a taken name, an empty answer).
    meta: { silent: true },
  });
}
