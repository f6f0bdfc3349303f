import type { ChatIntentExportEntry } from '@streamfront/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHATBOT_TRAINING_PATH } from './chatbot-training-keys';

/** GET /api/admin/chatbot/intents/export: the whole set, in the import file's shape. */
export async function exportIntents(): Promise<ChatIntentExportEntry[]> {
  const answer = await apiClient.get<{ data: ChatIntentExportEntry[] }>(
    `${CHATBOT_TRAINING_PATH}/intents/export`,
  );
  return answer.data;
}

/** A mutation rather than a query: the file is fetched when asked for, never cached. */
export function useExportIntents() {
  return useMutation({ mutationFn: exportIntents });
}
