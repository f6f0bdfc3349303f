import type { UnsubscribeAnswer } from '@streamfront/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { MAIL_PREFERENCES_MESSAGES, toMailPreferencesError } from '../mail-preferences-errors';

export type Unsubscribed = UnsubscribeAnswer['data'];

/**
 * POST /api/email/unsubscribe?token=…: the one-click link of a mail, no session needed. The
 * same link twice turns the same topic off twice: a reload is harmless.
 */
export async function unsubscribe(token: string): Promise<Unsubscribed> {
  try {
    // The body a mail program's one-click post carries (RFC 8058), as JSON: the server
    // refuses a post with no body at all.
    const answer = await apiClient.post<UnsubscribeAnswer>(
      '/email/unsubscribe',
      { 'List-Unsubscribe': 'One-Click' },
      {
        query: { token },
        // Whoever is signed in here, or not, the link speaks for its own account.
        authRedirect: false,
      },
    );
    return answer.data;
  } catch (error) {
    throw toMailPreferencesError(error, MAIL_PREFERENCES_MESSAGES.unsubscribe);
  }
}

/** Silent: the page says what happened in its own words. */
export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe, meta: { silent: true } });
}
