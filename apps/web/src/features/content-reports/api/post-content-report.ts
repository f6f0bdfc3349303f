import type { ContentReportBody, SubmissionAnswer, SubmissionReceipt } from '@streamfront/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /api/content-reports; sent once, a 429 told at once (see the contact form). */
export async function postContentReport(body: ContentReportBody): Promise<SubmissionReceipt> {
  const answer = await apiClient.post<SubmissionAnswer>('/content-reports', body, {
    retries: 0,
    rateLimitRetry: false,
  });
  return answer.data;
}

export function usePostContentReport() {
  return useMutation({ mutationFn: postContentReport, meta: { silent: true } });
}
