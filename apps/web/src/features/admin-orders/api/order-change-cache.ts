import type { AdminOrder } from '@streamfront/contract';
import type { QueryClient } from '@tanstack/react-query';
import { adminOrdersKeys } from './orders-keys';

/**
 * What every change of one order does to the cache (an update, a refund): the detail shows
 * the server's answer at once and the lists refetch, since a new status may move the order
 * out of a filtered page; refused because it moved meanwhile (409), or failed, it is shown as
 * it is now.
 */
export const afterOrderChange = (queryClient: QueryClient) => ({
  onSuccess: (order: AdminOrder) => {
    queryClient.setQueryData(adminOrdersKeys.detail(order.id), order);
    void queryClient.invalidateQueries({ queryKey: adminOrdersKeys.lists });
  },
  onError: (_error: Error, { id }: { id: string }) => {
    void queryClient.invalidateQueries({ queryKey: adminOrdersKeys.detail(id) });
    void queryClient.invalidateQueries({ queryKey: adminOrdersKeys.lists });
  },
});
