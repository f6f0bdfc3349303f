import type { SiteSettings, SiteSettingsAnswer, SiteSettingsBody } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { SITE_MESSAGES, toSiteError } from '../site-errors';
import { siteKeys } from './get-site';
import { siteAdminKeys } from './site-admin-keys';

/** PUT /api/admin/settings: every setting at once. */
export async function updateSettings(body: SiteSettingsBody): Promise<SiteSettings> {
  try {
    const answer = await apiClient.put<SiteSettingsAnswer>('/admin/settings', body);
    return answer.data;
  } catch (error) {
    throw toSiteError(error, SITE_MESSAGES.saveSettings);
  }
}

/** The form shows its errors beside the fields; the public pages read the new values at once. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    meta: { silent: true },
    onSuccess: async (saved) => {
      queryClient.setQueryData(siteAdminKeys.settings, saved);
      await queryClient.invalidateQueries({ queryKey: siteKeys.all });
    },
  });
}
