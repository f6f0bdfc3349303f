import type { AdminEvent, AdminEventAnswer, EventCreateBody } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { EVENT_MESSAGES, toEventError } from '../events-errors';
import { adminEventsKeys } from './admin-events-keys';
import { eventsKeys } from './get-upcoming-events';

/** POST /api/admin/events. */
export async function createEvent(body: EventCreateBody): Promise<AdminEvent> {
  try {
    // No silent retry: a create whose answer was lost has probably been made.
    const answer = await apiClient.post<AdminEventAnswer>('/admin/events', body, { retries: 0 });
    return answer.data;
  } catch (error) {
    throw toEventError(error, EVENT_MESSAGES.create);
  }
}

/** The form shows its own errors beside the fields, so the cache does not toast them. */
export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    meta: { silent: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminEventsKeys.all });
      void queryClient.invalidateQueries({ queryKey: eventsKeys.all });
    },
  });
}
