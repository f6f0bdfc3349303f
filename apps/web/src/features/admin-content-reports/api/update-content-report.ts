import type { ContentReportGroupDetail, ContentReportUpdateBody } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CONTENT_REPORTS_MESSAGES, toContentReportsError } from '../content-reports-errors';
import { contentReportsKeys } from './content-reports-keys';

export interface UpdateContentReportInput {
  id: string;
  body: ContentReportUpdateBody;
}

/** PATCH /api/admin/content-reports/:id: a status (and note) for the whole problem. */
export async function updateContentReport({
  id,
  body,
}: UpdateContentReportInput): Promise<ContentReportGroupDetail> {
  try {
    const answer = await apiClient.patch<{ data: ContentReportGroupDetail }>(
      `/admin/content-reports/${encodeURIComponent(id)}`,
      body,
    );
    return answer.data;
  } catch (error) {
    throw toContentReportsError(error, CONTENT_REPORTS_MESSAGES.update);
  }
}

/** Silent: the status form shows its own failure beside its fields. */
export function useUpdateContentReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContentReport,
    meta: { silent: true },
    onSuccess: (group, { id }) => {
      // The panel may have been opened from any report of the problem: both keys get it.
      queryClient.setQueryData(contentReportsKeys.detail(id), group);
      queryClient.setQueryData(contentReportsKeys.detail(group.id), group);
      void queryClient.invalidateQueries({ queryKey: contentReportsKeys.lists });
    },
  });
}
