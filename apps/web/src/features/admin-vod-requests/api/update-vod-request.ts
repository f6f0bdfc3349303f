import type { VodRequestDetail, VodRequestUpdateBody } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { VOD_REQUESTS_MESSAGES, toVodRequestsError } from '../vod-requests-errors';
import { vodRequestsKeys } from './vod-requests-keys';

export interface UpdateVodRequestInput {
  id: string;
  body: VodRequestUpdateBody;
}

/** PATCH /api/admin/vod-requests/:id: the status and/or the note to the people who asked. */
export async function updateVodRequest({
  id,
  body,
}: UpdateVodRequestInput): Promise<VodRequestDetail> {
  try {
    const answer = await apiClient.patch<{ data: VodRequestDetail }>(
      `/admin/vod-requests/${encodeURIComponent(id)}`,
      body,
    );
    return answer.data;
  } catch (error) {
    throw toVodRequestsError(error, VOD_REQUESTS_MESSAGES.update);
  }
}

/** Silent: the status form shows its own failure beside its fields. */
export function useUpdateVodRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVodRequest,
    meta: { silent: true },
    onSuccess: (request) => {
      // The open title shows the answer at once; the lists refetch, as a new status may move
      // it out of a filtered page.
      queryClient.setQueryData(vodRequestsKeys.detail(request.id), request);
      void queryClient.invalidateQueries({ queryKey: vodRequestsKeys.lists });
    },
  });
}
