import type { ChatConversationSummary } from '@streamfront/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import {
  CHATBOT_TRAINING_PATH,
  chatbotTrainingKeys,
  type ListAnswer,
} from './chatbot-training-keys';

/** A date field's day as the start (or end) of that day in the admin's time zone, ISO. */
function dayBoundary(day: string | number | undefined, end: boolean): string | undefined {
  if (typeof day !== 'string' || !day) return undefined;
  const date = new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/**
 * GET /api/admin/chatbot/conversations: the log, newest first, with the list kit's query.
 * Its `from` and `to` are days (as the URL keeps them), sent as the admin's day's bounds.
 */
export function getConversations(
  { from, to, ...query }: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<ListAnswer<ChatConversationSummary>> {
  return apiClient.get<ListAnswer<ChatConversationSummary>>(
    `${CHATBOT_TRAINING_PATH}/conversations`,
    { query: { ...query, from: dayBoundary(from, false), to: dayBoundary(to, true) }, signal },
  );
}

export function useConversations(query: Record<string, string | number>) {
  return useQuery({
    queryKey: chatbotTrainingKeys.conversationList(query),
    queryFn: ({ signal }) => getConversations(query, signal),
    placeholderData: keepPreviousData,
    meta: { inlineError: true },
  });
}
