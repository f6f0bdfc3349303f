import type { ChatIntent } from '@streamfront/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type QueryValue } from '@/lib/api-client';
import {
  CHATBOT_TRAINING_PATH,
  chatbotTrainingKeys,
  type ListAnswer,
} from './chatbot-training-keys';

/**
 * GET /api/admin/chatbot/intents: a page of intents, searched by name, sentence or answer,
 * with the list kit's query (`page`, `pageSize`, `q`, `enabled`).
 */
export function getIntents(
  query: Record<string, QueryValue>,
  signal?: AbortSignal,
): Promise<ListAnswer<ChatIntent>> {
  return apiClient.get<ListAnswer<ChatIntent>>(`${CHATBOT_TRAINING_PATH}/intents`, {
    query,
    signal,
  });
}

export function useIntents(query: Record<string, string | number>) {
  return useQuery({
    queryKey: chatbotTrainingKeys.intentList(query),
    queryFn: ({ signal }) => getIntents(query, signal),
    // Typing in the search box keeps the last list on screen until the new one arrives.
    placeholderData: keepPreviousData,
    // The list shows its own failure with a Try again.
    meta: { inlineError: true },
  });
}

/** Every intent's id and name, for "add to an existing intent" (the API pages by 100). */
export async function getAllIntentNames(signal?: AbortSignal) {
  const names: Pick<ChatIntent, 'id' | 'name' | 'enabled'>[] = [];
  for (let page = 1; ; page += 1) {
    const { data, meta } = await getIntents({ page, pageSize: 100 }, signal);
    names.push(...data.map(({ id, name, enabled }) => ({ id, name, enabled })));
    if (data.length === 0 || names.length >= meta.total) break;
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
