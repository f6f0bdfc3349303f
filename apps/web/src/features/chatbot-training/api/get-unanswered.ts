import type { ChatUnanswered } from '@streamfront/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import {
  CHATBOT_TRAINING_PATH,
  chatbotTrainingKeys,
  type ListAnswer,
} from './chatbot-training-keys';

/** GET /api/admin/chatbot/unanswered: the open questions the assistant could not answer. */
export function getUnanswered(
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<ListAnswer<ChatUnanswered>> {
  return apiClient.get<ListAnswer<ChatUnanswered>>(`${CHATBOT_TRAINING_PATH}/unanswered`, {
    query: { ...query, status: 'open' },
    signal,
  });
}

export function useUnanswered(query: Record<string, string | number>) {
  return useQuery({
    queryKey: chatbotTrainingKeys.unansweredList(query),
    queryFn: ({ signal }) => getUnanswered(query, signal),
    placeholderData: keepPreviousData,
    meta: { inlineError: true },
  });
}
