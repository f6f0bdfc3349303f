import type { JobsAnswer } from '@streamfront/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { JOBS_MESSAGES, toJobsError } from '../jobs-errors';
import { jobsKeys } from './jobs-keys';

export type JobsPage = Pick<JobsAnswer, 'data' | 'meta'>;

/** GET /api/admin/jobs: one page of background jobs, with search, filters and sort. */
export async function getJobs(
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<JobsPage> {
  let answer: JobsAnswer | null;
  try {
    answer = await apiClient.get<JobsAnswer | null>('/admin/jobs', { query, signal });
  } catch (error) {
    throw toJobsError(error, JOBS_MESSAGES.load);
  }
  if (!Array.isArray(answer?.data) || !answer.meta) throw new Error(JOBS_MESSAGES.load);
  return { data: answer.data, meta: answer.meta };
}

export function jobsQueryOptions(query: Record<string, string | number>) {
  return queryOptions({
    queryKey: jobsKeys.list(query),
    queryFn: ({ signal }) => getJobs(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** The list shows its own error with a retry button, so the cache does not toast it. */
export function useJobs(query: Record<string, string | number>) {
  return useQuery({ ...jobsQueryOptions(query), meta: { inlineError: true } });
}
