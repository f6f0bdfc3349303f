import type { AdminOrder } from '@streamfront/contract';
import type { QueryClient } from '@tanstack/react-query';
import { adminOrdersKeys } from './orders-keys';

/**
 * What every change of one order does to the cache (an update, a refund): the detail shows
 * the server's answer at once and the lists refetch, since a new status may move the order
 * out of a filtered page; refused because it moved meanwhile (409), or failed, it is shown as
 * it is now; so is its access, which follows the status.
 */
export const afterOrderChange = (queryClient: QueryClient) => ({
  onSuccess: (order: AdminOrder) => {
    queryClient.setQueryData(adminOrdersKeys.detail(order.id), order);
    void queryClient.invalidateQueries({ queryKey: adminOrdersKeys.lists });
    // Activated, refunded or cancelled, the order's access is made or taken back with it.
    void queryClient.invalidateQueries({ queryKey: adminOrdersKeys.access(order.id) });
  },
  onError: (_error: Error, { id }: { id: string }) => {
    void queryClient.invalidateQueries({ queryKey: adminOrdersKeys.detail(id) });
    void queryClient.invalidateQueries({ queryKey: adminOrdersKeys.lists });
  },
});
