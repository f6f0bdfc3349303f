import type { AdminHero } from '@streamfront/contract';
import type { QueryClient } from '@tanstack/react-query';
import { siteKeys } from './get-site';
import { siteAdminKeys } from './site-admin-keys';

/** After any hero write: the admin's copy is the answer, and the home page reads it anew. */
export async function heroChanged(queryClient: QueryClient, saved: AdminHero) {
  queryClient.setQueryData(siteAdminKeys.hero, saved);
  await queryClient.invalidateQueries({ queryKey: siteKeys.all });
}
