import type { ChatIntent, ChatIntentListQuery } from '@streamfront/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import {
  CHATBOT_TRAINING_PATH,
  chatbotTrainingKeys,
  type ListAnswer,
  type Page,
} from './chatbot-training-keys';

export type IntentListQuery = Pick<ChatIntentListQuery, 'page' | 'pageSize'> & {
  q?: string;
  enabled?: boolean;
};

/** GET /api/admin/chatbot/intents: a page of intents, searched by name, sentence or answer. */
export async function getIntents(
  query: IntentListQuery,
  signal?: AbortSignal,
): Promise<Page<ChatIntent>> {
  const answer = await apiClient.get<ListAnswer<ChatIntent>>(`${CHATBOT_TRAINING_PATH}/intents`, {
    query: {
      page: query.page,
      pageSize: query.pageSize,
      q: query.q?.trim() || undefined,
      enabled: query.enabled,
    },
    signal,
  });
  return { items: answer.data, total: answer.meta.total };
}

export function useIntents(query: IntentListQuery) {
  return useQuery({
    queryKey: chatbotTrainingKeys.intentList(query),
    queryFn: ({ signal }) => getIntents(query, signal),
    // Typing in the search box keeps the last list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

/** Every intent's id and name, for "add to an existing intent" (the API pages by 100). */
export async function getAllIntentNames(signal?: AbortSignal) {
  const names: Pick<ChatIntent, 'id' | 'name' | 'enabled'>[] = [];
  for (let page = 1; ; page += 1) {
    const { items, total } = await getIntents({ page, pageSize: 100 }, signal);
    names.push(...items.map(({ id, name, enabled }) => ({ id, name, enabled })));
    if (items.length === 0 || names.length >= total) break;
  }
  return names.sort((a, b) => a.name.localeCompare(b.name));
}

export function intentNamesQueryOptions() {
  return queryOptions({
    queryKey: chatbotTrainingKeys.intentNames,
    queryFn: ({ signal }) => getAllIntentNames(signal),
  });
}

export function useIntentNames() {
  return useQuery(intentNamesQueryOptions());
}
