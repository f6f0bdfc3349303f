import { Toaster } from 'react-hot-toast';

/** Spec §9; react-hot-toast's own limit is the spec's 20 visible toasts. */
export const TOAST_DURATIONS = { error: 4000, success: 2000 } as const;

export function AppToaster() {
  return (
    <Toaster
      position="top-right"
      toastOptions={{
        error: { duration: TOAST_DURATIONS.error },
        success: { duration: TOAST_DURATIONS.success },
        style: { background: '#131627', color: '#f1f5f9', border: '1px solid #2a2f4d' },
      }}
    />
  );
}
