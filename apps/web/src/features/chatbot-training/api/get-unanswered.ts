import type { ChatUnanswered, ChatUnansweredStatus } from '@streamfront/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import {
  CHATBOT_TRAINING_PATH,
  chatbotTrainingKeys,
  type ListAnswer,
  type Page,
} from './chatbot-training-keys';

export const UNANSWERED_PAGE_SIZE = 20;

/** GET /api/admin/chatbot/unanswered: questions the assistant could not answer. */
export async function getUnanswered(
  status: ChatUnansweredStatus,
  page: number,
  signal?: AbortSignal,
): Promise<Page<ChatUnanswered>> {
  const answer = await apiClient.get<ListAnswer<ChatUnanswered>>(
    `${CHATBOT_TRAINING_PATH}/unanswered`,
    { query: { status, page, pageSize: UNANSWERED_PAGE_SIZE }, signal },
  );
  return { items: answer.data, total: answer.meta.total };
}

export function useUnanswered(status: ChatUnansweredStatus, page: number) {
  return useQuery({
    queryKey: chatbotTrainingKeys.unansweredList(status, page),
    queryFn: ({ signal }) => getUnanswered(status, page, signal),
    placeholderData: keepPreviousData,
  });
}
