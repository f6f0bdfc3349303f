import type { EmailPreferences, EmailPreferencesAnswer } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { MAIL_PREFERENCES_MESSAGES, toMailPreferencesError } from '../mail-preferences-errors';
import { emailPreferencesKeys } from './email-preferences-keys';

/** PUT /api/account/email-preferences: both choices at once. */
export async function updateEmailPreferences(body: EmailPreferences): Promise<EmailPreferences> {
  try {
    const answer = await apiClient.put<EmailPreferencesAnswer>('/account/email-preferences', body);
    return answer.data;
  } catch (error) {
    throw toMailPreferencesError(error, MAIL_PREFERENCES_MESSAGES.save);
  }
}

/** Silent: the form shows a failure beside its button. */
export function useUpdateEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmailPreferences,
    meta: { silent: true },
    onSuccess: (saved) => queryClient.setQueryData(emailPreferencesKeys.mine, saved),
  });
}
