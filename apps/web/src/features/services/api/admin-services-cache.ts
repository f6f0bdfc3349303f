import type { Service } from '@streamfront/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { AdminServicesPage } from './get-admin-services';
import { servicesKeys } from './services-keys';

/**
 * Spec §4: after a create, update or delete the list changes on screen at once (added,
 * replaced or removed), then every admin page and the public catalogue are fetched again
 * in the background, so positions, totals and filters end up as the server has them.
 */
export async function changeServicesLocally(
  queryClient: QueryClient,
  change: { added: Service } | { replaced: Service } | { removedId: string },
) {
  queryClient.setQueriesData<AdminServicesPage>({ queryKey: servicesKeys.admin }, (page) => {
    if (!page) return page;
    if ('added' in change) {
      return {
        data: [...page.data, change.added],
        meta: { ...page.meta, total: page.meta.total + 1 },
      };
    }
    if ('replaced' in change) {
      const { replaced } = change;
      return { ...page, data: page.data.map((s) => (s.id === replaced.id ? replaced : s)) };
    }
    const kept = page.data.filter((s) => s.id !== change.removedId);
    if (kept.length === page.data.length) return page;
    return { data: kept, meta: { ...page.meta, total: Math.max(page.meta.total - 1, 0) } };
  });
  await queryClient.invalidateQueries({ queryKey: servicesKeys.all });
}
