import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { faviconKeys, useFaviconUrl } from '../api/get-favicon';

/**
 * The storage key another tab writes the new favicon address to after an upload (spec §7:
 * "the favicon can also change from another tab through a storage event").
 */
export const FAVICON_STORAGE_KEY = 'favicon';

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

/** Keeps the tab's icon on the favicon chosen in the back-office. Renders nothing. */
export function FaviconSync() {
  const favicon = useFaviconUrl();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (favicon.data) setFavicon(favicon.data);
  }, [favicon.data]);

  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key !== FAVICON_STORAGE_KEY) return;
      if (event.newValue) setFavicon(event.newValue);
      void queryClient.invalidateQueries({ queryKey: faviconKeys.all });
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  return null;
}
