import type { ProvisioningSettingsAnswer, ProvisioningSettingsBody } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { SITE_MESSAGES, toSiteError } from '../site-errors';
import { siteAdminKeys } from './site-admin-keys';

export type SavedProvisioning = ProvisioningSettingsAnswer['data'];

/**
 * PUT /api/admin/settings/provisioning. Its answer carries `newSecret` when this save made
 * one: shown once by the form, kept nowhere else.
 */
export async function updateProvisioning(
  body: ProvisioningSettingsBody,
): Promise<SavedProvisioning> {
  try {
    // Not sent twice: a save whose answer was lost may have made a secret never seen.
    const answer = await apiClient.put<ProvisioningSettingsAnswer>(
      '/admin/settings/provisioning',
      body,
      { retries: 0 },
    );
    return answer.data;
  } catch (error) {
    throw toSiteError(error, SITE_MESSAGES.saveProvisioning);
  }
}

/** The form shows its errors beside the fields. */
export function useUpdateProvisioning() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProvisioning,
    meta: { silent: true },
    onSuccess: ({ newSecret: _secret, ...saved }) =>
      queryClient.setQueryData(siteAdminKeys.provisioning, saved),
  });
}
