import { FAVICON_STORAGE_KEY } from '@streamfront/contract/plain';

/**
 * Tells the other open tabs that the favicon changed (spec §7): a write to local storage
 * fires their `storage` event, never this tab's. The value is a timestamp so that two changes
 * in a row still differ; storage may be unavailable (private mode), then tabs catch up later.
 */
export function announceFaviconChange(): void {
  try {
    window.localStorage.setItem(FAVICON_STORAGE_KEY, String(Date.now()));
  } catch {
    // Nothing to do: the other tabs see the new icon on their next load.
  }
}

/** Calls `onChange` when another tab announces a new favicon; returns the unsubscribe. */
export function listenForFaviconChange(onChange: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === FAVICON_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
