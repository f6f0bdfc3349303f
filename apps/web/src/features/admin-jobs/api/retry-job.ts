import type { Job, JobAnswer } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { JOBS_MESSAGES, toJobsError } from '../jobs-errors';
import { jobsKeys } from './jobs-keys';

/** POST /api/admin/jobs/:id/retry: a failed or dead job queued again, with all its tries. */
export async function retryJob(id: string): Promise<Job> {
  try {
    const answer = await apiClient.post<JobAnswer>(
      `/admin/jobs/${encodeURIComponent(id)}/retry`,
      undefined,
      { retries: 0 },
    );
    return answer.data;
  } catch (error) {
    throw toJobsError(error, JOBS_MESSAGES.retry);
  }
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    // Settles once the list and the counts show the job queued, so the focus can follow it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsKeys.all }),
  });
}
