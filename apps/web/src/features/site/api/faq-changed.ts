import type { QueryClient } from '@tanstack/react-query';
import { siteKeys } from './get-site';
import { siteAdminKeys } from './site-admin-keys';

/** After any FAQ write: every admin page of it, and the home page's FAQ, are fetched again. */
export async function faqChanged(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: siteAdminKeys.faq }),
    queryClient.invalidateQueries({ queryKey: siteKeys.all }),
  ]);
}
