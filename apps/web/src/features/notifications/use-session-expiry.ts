import { useEffect } from 'react';
import { isSessionRefusal } from './api/notifications-errors';

/**
 * Spec §8: a 401 on the notification calls clears the user and goes to /login. The API
 * client already clears the stored token and user and goes to /login; this tells the app's
 * session (through `onExpired`) so the page stops showing a signed-in user meanwhile.
 */
export function useSessionExpiry(errors: readonly unknown[], onExpired: (() => void) | undefined) {
  const expired = errors.some(isSessionRefusal);
  useEffect(() => {
    if (expired) onExpired?.();
  }, [expired, onExpired]);
}
