import type { Job, JobAnswer } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { JOBS_MESSAGES, toJobsError } from '../jobs-errors';
import { jobsKeys } from './jobs-keys';

/** POST /api/admin/jobs/:id/discard: a job that has not run to its end, deleted. */
export async function discardJob(id: string): Promise<Job> {
  try {
    const answer = await apiClient.post<JobAnswer>(
      `/admin/jobs/${encodeURIComponent(id)}/discard`,
      undefined,
      { retries: 0 },
    );
    return answer.data;
  } catch (error) {
    throw toJobsError(error, JOBS_MESSAGES.discard);
  }
}

export function useDiscardJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsKeys.all }),
  });
}
