import type { FaviconAnswer } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { announceFaviconChange } from '../favicon-signal';
import { SITE_MESSAGES, toSiteError } from '../site-errors';
import { faviconKeys } from './get-favicon';

/** PUT /api/admin/favicon (multipart): answers the new `favicon.url`, as GET /api/favicon does. */
export async function uploadFavicon(file: File): Promise<string> {
  try {
    const answer = await apiClient.upload<FaviconAnswer>('/admin/favicon', file);
    return answer.data.favicon.url;
  } catch (error) {
    throw toSiteError(error, SITE_MESSAGES.uploadFavicon);
  }
}

/**
 * This tab shows the new icon at once (the favicon query holds its address); the other tabs
 * hear of it through the storage event. The upload field shows failures itself.
 */
export function useUploadFavicon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadFavicon,
    meta: { silent: true },
    onSuccess: (url) => {
      queryClient.setQueryData(faviconKeys.all, url);
      announceFaviconChange();
    },
  });
}
