import type { AdminEvent, AdminEventAnswer, EventUpdateBody } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { EVENT_MESSAGES, toEventError } from '../events-errors';
import { adminEventsKeys } from './admin-events-keys';
import { eventsKeys } from './get-upcoming-events';

export interface UpdateEventInput {
  id: string;
  body: EventUpdateBody;
}

/** PATCH /api/admin/events/:id: any subset of the fields. */
export async function updateEvent({ id, body }: UpdateEventInput): Promise<AdminEvent> {
  try {
    const answer = await apiClient.patch<AdminEventAnswer>(
      `/admin/events/${encodeURIComponent(id)}`,
      body,
    );
    return answer.data;
  } catch (error) {
    throw toEventError(error, EVENT_MESSAGES.update);
  }
}

export function useUpdateEvent({ silent = false }: { silent?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    meta: { silent },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminEventsKeys.all });
      void queryClient.invalidateQueries({ queryKey: eventsKeys.all });
    },
  });
}
