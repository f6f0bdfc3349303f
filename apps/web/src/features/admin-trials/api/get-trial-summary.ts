import type { TrialSummary } from '@streamfront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { TRIALS_MESSAGES, toTrialsError } from '../trials-errors';
import { trialsKeys } from './trials-keys';

/** GET /api/admin/trials/summary: the settings, today's count and the refusals by reason. */
export async function getTrialSummary(signal?: AbortSignal): Promise<TrialSummary> {
  let answer: { data: TrialSummary } | null;
  try {
    answer = await apiClient.get<{ data: TrialSummary } | null>('/admin/trials/summary', {
      signal,
    });
  } catch (error) {
    throw toTrialsError(error, TRIALS_MESSAGES.summary);
  }
  if (!answer?.data?.settings) throw new Error(TRIALS_MESSAGES.summary);
  return answer.data;
}

export const trialSummaryQueryOptions = queryOptions({
  queryKey: trialsKeys.summary,
  queryFn: ({ signal }) => getTrialSummary(signal),
});

/** The summary shows its own error with a retry button, so the cache does not toast it. */
export function useTrialSummary() {
  return useQuery({ ...trialSummaryQueryOptions, meta: { inlineError: true } });
}
