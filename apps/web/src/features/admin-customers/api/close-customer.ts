import type { AdminCustomer, AdminCustomerAnswer } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CUSTOMERS_MESSAGES, toCustomersError } from '../customers-errors';
import { customersKeys } from './customers-keys';

/** POST /api/admin/customers/:id/close: the account closed for its owner, as they could. */
export async function closeCustomer(id: string): Promise<AdminCustomer> {
  try {
    // Not sent twice: a close whose answer was lost has probably closed it (a 409 next).
    const answer = await apiClient.post<AdminCustomerAnswer>(
      `/admin/customers/${encodeURIComponent(id)}/close`,
      undefined,
      { retries: 0 },
    );
    return answer.data;
  } catch (error) {
    throw toCustomersError(error, CUSTOMERS_MESSAGES.close);
  }
}

export function useCloseCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeCustomer,
    // Settles once the list shows the account closed, so the focus can stay on its row.
    onSettled: () => queryClient.invalidateQueries({ queryKey: customersKeys.all }),
  });
}
