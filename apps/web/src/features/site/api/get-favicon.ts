import type { FaviconAnswer } from '@streamfront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const faviconKeys = { all: ['favicon'] as const };

/** GET /api/favicon: `data.favicon.url` (spec §7); `/favicon.svg` until an admin uploads one. */
export async function getFavicon(signal?: AbortSignal): Promise<string> {
  const answer = await apiClient.get<FaviconAnswer | null>('/favicon', { signal });
  const url = answer?.data?.favicon?.url;
  if (typeof url !== 'string' || url === '') throw new Error('No favicon address in the answer.');
  return url;
}

export function faviconQueryOptions() {
  return queryOptions({
    queryKey: faviconKeys.all,
    queryFn: ({ signal }) => getFavicon(signal),
    staleTime: Infinity,
  });
}

/** The favicon address; a failure keeps the shipped icon and is not worth a toast. */
export function useFaviconUrl() {
  return useQuery({ ...faviconQueryOptions(), meta: { inlineError: true } });
}
