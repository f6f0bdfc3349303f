import type { TestMailAnswer } from '@streamfront/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { MAIL_MESSAGES, toMailError } from '../mail-errors';

export type TestMailResult = TestMailAnswer['data'];

/**
 * POST /api/admin/mail/test: sent at once, not queued, so the mail server's own answer comes
 * back (accepted or refused). To the admin's own address unless `to` is given.
 */
export async function sendTestMail(body: { to?: string }): Promise<TestMailResult> {
  try {
    const answer = await apiClient.post<TestMailAnswer>('/admin/mail/test', body, { retries: 0 });
    return answer.data;
  } catch (error) {
    throw toMailError(error, MAIL_MESSAGES.test);
  }
}

/** Silent: the result, refusal or failure is read out beside the button. */
export function useSendTestMail() {
  return useMutation({ mutationFn: sendTestMail, meta: { silent: true } });
}
