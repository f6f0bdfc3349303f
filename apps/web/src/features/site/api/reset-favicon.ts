import type { FaviconAnswer } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { announceFaviconChange } from '../favicon-signal';
import { SITE_MESSAGES, toSiteError } from '../site-errors';
import { faviconKeys } from './get-favicon';

/** DELETE /api/admin/favicon: back to the icon the site ships. */
export async function resetFavicon(): Promise<string> {
  try {
    const answer = await apiClient.delete<FaviconAnswer>('/admin/favicon');
    return answer.data.favicon.url;
  } catch (error) {
    throw toSiteError(error, SITE_MESSAGES.resetFavicon);
  }
}

export function useResetFavicon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetFavicon,
    onSuccess: (url) => {
      queryClient.setQueryData(faviconKeys.all, url);
      announceFaviconChange();
    },
  });
}
