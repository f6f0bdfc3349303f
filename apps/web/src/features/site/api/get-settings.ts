import type { SiteSettings, SiteSettingsAnswer } from '@streamfront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { SITE_MESSAGES, toSiteError } from '../site-errors';
import { siteAdminKeys } from './site-admin-keys';

/** GET /api/admin/settings: what the settings form edits. */
export async function getSettings(signal?: AbortSignal): Promise<SiteSettings> {
  let answer: SiteSettingsAnswer | null;
  try {
    answer = await apiClient.get<SiteSettingsAnswer | null>('/admin/settings', { signal });
  } catch (error) {
    throw toSiteError(error, SITE_MESSAGES.loadSettings);
  }
  if (!answer?.data) throw new Error(SITE_MESSAGES.loadSettings);
  return answer.data;
}

export const settingsQueryOptions = queryOptions({
  queryKey: siteAdminKeys.settings,
  queryFn: ({ signal }) => getSettings(signal),
});

/** The page shows its own error with a retry button, so the cache does not toast it. */
export function useSettings() {
  return useQuery({ ...settingsQueryOptions, meta: { inlineError: true } });
}
