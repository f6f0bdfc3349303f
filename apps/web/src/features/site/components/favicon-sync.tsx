import { useEffect } from 'react';
import { useFaviconUrl } from '../api/get-favicon';

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

  useEffect(() => {
    if (favicon.data) setFavicon(favicon.data);
  }, [favicon.data]);

  return null;
}
