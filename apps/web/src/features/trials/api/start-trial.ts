import type { StartTrialBody, Trial, TrialAnswer } from '@streamfront/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * POST /api/trials: the package's free trial, or a refusal whose own words the page shows
 * (one try: a refusal is an answer, not a hiccup to retry).
 */
export async function startTrial(body: StartTrialBody): Promise<Trial> {
  const answer = await apiClient.post<TrialAnswer>('/trials', body, {
    retries: 0,
    rateLimitRetry: false,
  });
  return answer.data;
}

export function useStartTrial() {
  return useMutation({ mutationFn: startTrial, meta: { silent: true } });
}
