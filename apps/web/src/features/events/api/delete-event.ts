import type { DeletedAnswer } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { EVENT_MESSAGES, toEventError } from '../events-errors';
import { adminEventsKeys } from './admin-events-keys';
import { eventsKeys } from './get-upcoming-events';

/** DELETE /api/admin/events/:id. */
export async function deleteEvent(id: string): Promise<string> {
  try {
    const answer = await apiClient.delete<DeletedAnswer>(`/admin/events/${encodeURIComponent(id)}`);
    return answer.data.id;
  } catch (error) {
    throw toEventError(error, EVENT_MESSAGES.delete);
  }
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminEventsKeys.all });
      void queryClient.invalidateQueries({ queryKey: eventsKeys.all });
    },
  });
}
