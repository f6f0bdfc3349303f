import type { ToastOptions } from 'react-hot-toast';

/**
 * react-hot-toast (about 4.5 KB gzipped) stays out of the pages' first load: a visitor who
 * only reads a page never sees a toast. The app's toaster (app/toaster.tsx) mounts it once
 * toasts are wanted: the first time the shell toasts through `lazyToast`, on the first click
 * or key press (what a toast answers), or once someone is signed in (live notifications).
 * Code that toasts after such a moment may import react-hot-toast directly.
 */

let wanted = false;
const listeners = new Set<() => void>();

export function toastsWanted(): boolean {
  return wanted;
}

export function subscribeToToastsWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Mounts the toaster (and so fetches its code) from now on. */
export function wantToasts(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

const loadToast = () => import('react-hot-toast').then((module) => module.default);

/** `toast.error` for the shell's first-load code, which must not import react-hot-toast. */
export const lazyToast = {
  error(message: string, options?: ToastOptions): void {
    wantToasts();
    loadToast().then(
      (toast) => toast.error(message, options),
      // Offline since the page loaded, or a deploy removed the chunk: the message is lost,
      // but a failed toast must not become an unhandled error of its own.
      (error: unknown) => console.warn(`Could not show the message "${message}":`, error),
    );
  },
};
