import type { ProvisioningSettings, ProvisioningSettingsAnswer } from '@streamfront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { SITE_MESSAGES, toSiteError } from '../site-errors';
import { siteAdminKeys } from './site-admin-keys';

/** GET /api/admin/settings/provisioning: the connector, never its secret (only whether one is kept). */
export async function getProvisioning(signal?: AbortSignal): Promise<ProvisioningSettings> {
  let answer: ProvisioningSettingsAnswer | null;
  try {
    answer = await apiClient.get<ProvisioningSettingsAnswer | null>(
      '/admin/settings/provisioning',
      { signal },
    );
  } catch (error) {
    throw toSiteError(error, SITE_MESSAGES.loadProvisioning);
  }
  if (!answer?.data) throw new Error(SITE_MESSAGES.loadProvisioning);
  // A secret made by an earlier save is never kept in the cache.
  const { newSecret: _secret, ...settings } = answer.data;
  return settings;
}

export const provisioningQueryOptions = queryOptions({
  queryKey: siteAdminKeys.provisioning,
  queryFn: ({ signal }) => getProvisioning(signal),
});

/** The section shows its own error with a retry button, so the cache does not toast it. */
export function useProvisioning() {
  return useQuery({ ...provisioningQueryOptions, meta: { inlineError: true } });
}
