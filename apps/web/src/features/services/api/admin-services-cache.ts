import type { Service } from '@streamfront/contract';
import type { QueryClient } from '@tanstack/react-query';
import { changeListLocally, type ListChange } from '@/lib/list-cache';
import { servicesKeys } from './services-keys';

/**
 * Spec §4: after a create, update or delete the list changes on screen at once, then every
 * admin page and the public catalogue are fetched again in the background, so positions,
 * totals and filters end up as the server has them.
 */
export async function changeServicesLocally(queryClient: QueryClient, change: ListChange<Service>) {
  changeListLocally(queryClient, servicesKeys.admin, change);
  await queryClient.invalidateQueries({ queryKey: servicesKeys.all });
}
