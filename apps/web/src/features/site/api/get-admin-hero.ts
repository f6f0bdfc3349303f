import type { AdminHero, AdminHeroAnswer } from '@streamfront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { SITE_MESSAGES, toSiteError } from '../site-errors';
import { siteAdminKeys } from './site-admin-keys';

/** GET /api/admin/hero: the shown hero, and whether its image is an upload. */
export async function getAdminHero(signal?: AbortSignal): Promise<AdminHero> {
  let answer: AdminHeroAnswer | null;
  try {
    answer = await apiClient.get<AdminHeroAnswer | null>('/admin/hero', { signal });
  } catch (error) {
    throw toSiteError(error, SITE_MESSAGES.loadHero);
  }
  if (!answer?.data) throw new Error(SITE_MESSAGES.loadHero);
  return answer.data;
}

export const adminHeroQueryOptions = queryOptions({
  queryKey: siteAdminKeys.hero,
  queryFn: ({ signal }) => getAdminHero(signal),
});

export function useAdminHero() {
  return useQuery({ ...adminHeroQueryOptions, meta: { inlineError: true } });
}
