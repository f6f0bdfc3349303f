import type { SubmissionAnswer, SubmissionReceipt, VodRequestBody } from '@streamfront/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /api/vod-requests; sent once, a 429 told at once (see the contact form). */
export async function postVodRequest(body: VodRequestBody): Promise<SubmissionReceipt> {
  const answer = await apiClient.post<SubmissionAnswer>('/vod-requests', body, {
    retries: 0,
    rateLimitRetry: false,
  });
  return answer.data;
}

export function usePostVodRequest() {
  return useMutation({ mutationFn: postVodRequest, meta: { silent: true } });
}
