import type { SessionsEndedAnswer } from '@streamfront/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CUSTOMERS_MESSAGES, toCustomersError } from '../customers-errors';

/** POST /api/admin/customers/:id/sign-out: every session of the customer ends; how many. */
export async function signOutCustomer(id: string): Promise<number> {
  try {
    const answer = await apiClient.post<SessionsEndedAnswer>(
      `/admin/customers/${encodeURIComponent(id)}/sign-out`,
    );
    return answer.data.ended;
  } catch (error) {
    throw toCustomersError(error, CUSTOMERS_MESSAGES.signOut);
  }
}

export function useSignOutCustomer() {
  return useMutation({ mutationFn: signOutCustomer });
}
