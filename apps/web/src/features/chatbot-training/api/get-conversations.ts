import type { ChatConversationListQuery, ChatConversationSummary } from '@streamfront/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import {
  CHATBOT_TRAINING_PATH,
  chatbotTrainingKeys,
  type ListAnswer,
  type Page,
} from './chatbot-training-keys';

export interface ConversationFilters {
  from?: string | undefined;
  to?: string | undefined;
  intent?: string | undefined;
  lowConfidence?: boolean | undefined;
  sessionId?: string | undefined;
}

export type ConversationQuery = ConversationFilters &
  Pick<ChatConversationListQuery, 'page' | 'pageSize'>;

/** GET /api/admin/chatbot/conversations: the log, newest first, filtered. */
export async function getConversations(
  query: ConversationQuery,
  signal?: AbortSignal,
): Promise<Page<ChatConversationSummary>> {
  const answer = await apiClient.get<ListAnswer<ChatConversationSummary>>(
    `${CHATBOT_TRAINING_PATH}/conversations`,
    {
      query: {
        page: query.page,
        pageSize: query.pageSize,
        from: query.from,
        to: query.to,
        intent: query.intent?.trim() || undefined,
        lowConfidence: query.lowConfidence || undefined,
        sessionId: query.sessionId?.trim() || undefined,
      },
      signal,
    },
  );
  return { items: answer.data, total: answer.meta.total };
}

export function useConversations(query: ConversationQuery) {
  return useQuery({
    queryKey: chatbotTrainingKeys.conversationList(query),
    queryFn: ({ signal }) => getConversations(query, signal),
    placeholderData: keepPreviousData,
  });
}
