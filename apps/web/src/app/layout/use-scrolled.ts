import { useSyncExternalStore } from 'react';

/** Spec §9: the header changes its look once the page is scrolled past 10 pixels. */
export const HEADER_SCROLL_THRESHOLD = 10;

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

export function useScrolled(threshold = HEADER_SCROLL_THRESHOLD): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  );
}
