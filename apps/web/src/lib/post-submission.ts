import type { SubmissionAnswer, SubmissionReceipt } from '@streamfront/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from './api-client';

/**
 * POST of a public form. No automatic retries: a message whose answer was lost may have
 * arrived, and a 429 is told at once rather than waited out behind a spinning button.
 */
export async function postSubmission(path: string, body: unknown): Promise<SubmissionReceipt> {
  const answer = await apiClient.post<SubmissionAnswer>(path, body, {
    retries: 0,
    rateLimitRetry: false,
  });
  return answer.data;
}

/** The form shows every failure itself, beside the fields or above the button: no toast. */
export function useSubmissionMutation<Body>(post: (body: Body) => Promise<SubmissionReceipt>) {
  return useMutation({ mutationFn: post, meta: { silent: true } });
}
