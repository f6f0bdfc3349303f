import type { SportEvent, UpcomingEventsAnswer } from '@streamfront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const eventsKeys = {
  all: ['events'] as const,
  upcoming: (limit: number) => ['events', 'upcoming', limit] as const,
};

/** GET /api/events/upcoming: live and upcoming events, soonest first. */
export async function getUpcomingEvents(
  limit: number,
  signal?: AbortSignal,
): Promise<SportEvent[]> {
  const answer = await apiClient.get<UpcomingEventsAnswer | null>('/events/upcoming', {
    query: { limit },
    signal,
  });
  if (!Array.isArray(answer?.data)) throw new Error('The event schedule could not be read.');
  return answer.data;
}

export function upcomingEventsQueryOptions(limit = 6) {
  return queryOptions({
    queryKey: eventsKeys.upcoming(limit),
    queryFn: ({ signal }) => getUpcomingEvents(limit, signal),
    staleTime: 60_000,
  });
}

/** The home page simply leaves the section out when the schedule cannot be read. */
export function useUpcomingEvents(limit = 6) {
  return useQuery({ ...upcomingEventsQueryOptions(limit), meta: { inlineError: true } });
}
