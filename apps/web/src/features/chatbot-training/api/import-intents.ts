import type { ChatIntentImportBody, ChatIntentImportResult } from '@streamfront/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHATBOT_TRAINING_PATH } from './chatbot-training-keys';
import { useInvalidateChatbotData } from './invalidate';

/** POST /api/admin/chatbot/intents/import */
export async function importIntents(body: ChatIntentImportBody): Promise<ChatIntentImportResult> {
  const answer = await apiClient.post<{ data: ChatIntentImportResult }>(
    `${CHATBOT_TRAINING_PATH}/intents/import`,
    body,
    { retries: 0 },
  );
  return answer.data;
}

export function useImportIntents() {
  const invalidate = useInvalidateChatbotData();
  return useMutation({
    mutationFn: importIntents,
    onSuccess: invalidate,
    // The import panel shows the failure (often a field map of the file) itself.
    meta: { silent: true },
  });
}
