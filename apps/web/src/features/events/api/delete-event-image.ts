import type { AdminEvent, AdminEventAnswer } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { EVENT_MESSAGES, toEventError } from '../events-errors';
import { adminEventsKeys } from './admin-events-keys';
import { eventsKeys } from './get-upcoming-events';

/** DELETE /api/admin/events/:id/image: back to the sport's badge. */
export async function deleteEventImage(id: string): Promise<AdminEvent> {
  try {
    const answer = await apiClient.delete<AdminEventAnswer>(
      `/admin/events/${encodeURIComponent(id)}/image`,
    );
    return answer.data;
  } catch (error) {
    throw toEventError(error, EVENT_MESSAGES.image);
  }
}

export function useDeleteEventImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEventImage,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminEventsKeys.all });
      void queryClient.invalidateQueries({ queryKey: eventsKeys.all });
    },
  });
}
