import type { JobCounts } from '@streamfront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { JOBS_MESSAGES, toJobsError } from '../jobs-errors';
import { jobsKeys } from './jobs-keys';

/** GET /api/admin/jobs/counts: how many jobs are in each state, and the kinds that exist. */
export async function getJobCounts(signal?: AbortSignal): Promise<JobCounts> {
  try {
    const answer = await apiClient.get<{ data: JobCounts }>('/admin/jobs/counts', { signal });
    return answer.data;
  } catch (error) {
    throw toJobsError(error, JOBS_MESSAGES.counts);
  }
}

export const jobCountsQueryOptions = queryOptions({
  queryKey: jobsKeys.counts,
  queryFn: ({ signal }) => getJobCounts(signal),
});

/** Shown beside the list, which carries the page's error: the counts stay quiet when they fail. */
export function useJobCounts() {
  return useQuery({ ...jobCountsQueryOptions, meta: { inlineError: true } });
}
