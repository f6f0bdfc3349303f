import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { faviconKeys, useFaviconUrl } from '../api/get-favicon';
import { listenForFaviconChange } from '../favicon-signal';

function setFavicon(url: string) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  if (link.getAttribute('href') === url) return;
  link.href = url;
  // The shipped icon is an SVG; an uploaded one may be png, ico or webp.
  link.removeAttribute('type');
}

/**
 * Keeps the tab's icon on the favicon chosen in the back-office, and fetches it again when
 * another tab says it changed (spec §7). Renders nothing.
 */
export function FaviconSync() {
  const favicon = useFaviconUrl();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (favicon.data) setFavicon(favicon.data);
  }, [favicon.data]);

  useEffect(
    () =>
      listenForFaviconChange(
        () => void queryClient.invalidateQueries({ queryKey: faviconKeys.all }),
      ),
    [queryClient],
  );

  return null;
}
