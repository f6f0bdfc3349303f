import type { Site } from '@streamfront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const siteKeys = { all: ['site'] as const };

/** GET /api/site: links, support address, hero and FAQ of the public pages. */
export async function getSite(signal?: AbortSignal): Promise<Site> {
  const answer = await apiClient.get<{ data?: Site } | null>('/site', { signal });
  if (!answer?.data) throw new Error('The site settings could not be read.');
  return answer.data;
}

export function siteQueryOptions() {
  return queryOptions({
    queryKey: siteKeys.all,
    queryFn: ({ signal }) => getSite(signal),
    // Edited rarely, by an admin: one read per visit is plenty.
    staleTime: 5 * 60_000,
  });
}

/**
 * The site settings. Every caller has a built-in fallback (`SITE_DEFAULTS`), so a failure is
 * never toasted: the visitor would have nothing to do about it.
 */
export function useSite() {
  return useQuery({ ...siteQueryOptions(), meta: { inlineError: true } });
}
