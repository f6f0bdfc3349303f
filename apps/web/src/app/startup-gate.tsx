import { useEffect, useState, type ReactNode } from 'react';
import { FullScreenSpinner } from '@/components/ui/spinner';

/** Spec §9: the start-up spinner shows for 1000 ms. */
export const STARTUP_SPINNER_MS = 1000;

/**
 * Covers the app with the start-up spinner for one second. The app mounts underneath at
 * once (inert), so the session check and the first page load while the spinner shows.
 */
export function StartupGate({ children }: { children: ReactNode }) {
  const [starting, setStarting] = useState(true);

  useEffect(() => {
    const timer = setTimeout(() => setStarting(false), STARTUP_SPINNER_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <>
      <div inert={starting}>{children}</div>
      {starting && <FullScreenSpinner />}
    </>
  );
}
