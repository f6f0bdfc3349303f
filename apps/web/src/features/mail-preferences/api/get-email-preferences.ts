import type { EmailPreferences, EmailPreferencesAnswer } from '@streamfront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { MAIL_PREFERENCES_MESSAGES, toMailPreferencesError } from '../mail-preferences-errors';
import { emailPreferencesKeys } from './email-preferences-keys';

/** GET /api/account/email-preferences: which optional mail the customer gets. */
export async function getEmailPreferences(signal?: AbortSignal): Promise<EmailPreferences> {
  try {
    const answer = await apiClient.get<EmailPreferencesAnswer>('/account/email-preferences', {
      signal,
    });
    return answer.data;
  } catch (error) {
    throw toMailPreferencesError(error, MAIL_PREFERENCES_MESSAGES.load);
  }
}

export const emailPreferencesQueryOptions = queryOptions({
  queryKey: emailPreferencesKeys.mine,
  queryFn: ({ signal }) => getEmailPreferences(signal),
});

/** The section shows its own error with a retry button, so the cache does not toast it. */
export function useEmailPreferences() {
  return useQuery({ ...emailPreferencesQueryOptions, meta: { inlineError: true } });
}
