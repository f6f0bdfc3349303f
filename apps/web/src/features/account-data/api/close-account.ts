import type { CloseAccountBody } from '@streamfront/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { ACCOUNT_DATA_MESSAGES, toAccountDataError } from '../account-data-errors';

/** POST /api/account/close: with the password; every session of the account ends with it. */
export async function closeAccount(body: CloseAccountBody): Promise<void> {
  try {
    // Never sent twice: a close whose answer was lost has probably closed the account.
    await apiClient.post('/account/close', body, { retries: 0, rateLimitRetry: false });
  } catch (error) {
    throw toAccountDataError(error, ACCOUNT_DATA_MESSAGES.close);
  }
}

/** The form shows its errors beside the password field. */
export function useCloseAccount() {
  return useMutation({ mutationFn: closeAccount, meta: { silent: true } });
}
