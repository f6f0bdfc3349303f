import type { AdminEvent, AdminEventAnswer } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminEventsKeys } from './admin-events-keys';
import { eventsKeys } from './get-upcoming-events';

export interface UploadEventImageInput {
  id: string;
  file: File;
}

/**
 * PUT /api/admin/events/:id/image (multipart). The refusal is left as the server worded it:
 * the image field shows its `errors.file` line ("The file must be a PNG, JPEG or WebP image").
 */
export async function uploadEventImage({ id, file }: UploadEventImageInput): Promise<AdminEvent> {
  const answer = await apiClient.upload<AdminEventAnswer>(
    `/admin/events/${encodeURIComponent(id)}/image`,
    file,
  );
  return answer.data;
}

export function useUploadEventImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadEventImage,
    meta: { silent: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminEventsKeys.all });
      void queryClient.invalidateQueries({ queryKey: eventsKeys.all });
    },
  });
}
