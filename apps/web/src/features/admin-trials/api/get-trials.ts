import type { AdminTrialListAnswer } from '@streamfront/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { TRIALS_MESSAGES, toTrialsError } from '../trials-errors';
import { trialsKeys } from './trials-keys';

export type TrialsPage = Pick<AdminTrialListAnswer, 'data' | 'meta'>;

/** GET /api/admin/trials: one page of free trials, with search, filters and sort. */
export async function getTrials(
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<TrialsPage> {
  let answer: AdminTrialListAnswer | null;
  try {
    answer = await apiClient.get<AdminTrialListAnswer | null>('/admin/trials', { query, signal });
  } catch (error) {
    throw toTrialsError(error, TRIALS_MESSAGES.load);
  }
  if (!Array.isArray(answer?.data) || !answer.meta) throw new Error(TRIALS_MESSAGES.load);
  return { data: answer.data, meta: answer.meta };
}

export function trialsQueryOptions(query: Record<string, string | number>) {
  return queryOptions({
    queryKey: trialsKeys.list(query),
    queryFn: ({ signal }) => getTrials(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** The list shows its own error with a retry button, so the cache does not toast it. */
export function useTrials(query: Record<string, string | number>) {
  return useQuery({ ...trialsQueryOptions(query), meta: { inlineError: true } });
}
