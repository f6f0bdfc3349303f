import { ToastBar, Toaster, resolveValue } from 'react-hot-toast';

/** Spec §9; react-hot-toast's own limit is the spec's 20 visible toasts. */
export const TOAST_DURATIONS = { error: 4000, success: 2000 } as const;

/**
 * The toasts, top right, inside one polite live region that is on the page from the start.
 * react-hot-toast makes each toast a live region of its own, inserted with its words already
 * in it: screen readers often skip such a region, or read it and then the next one again. Here
 * the toasts speak through the container only, each addition once (not atomic), and errors
 * too: a failed request is told politely, after what is being read, never cutting it off.
 * The container spans the window without catching the pointer, like react-hot-toast's own.
 */
export function AppToaster() {
  return (
    <div
      role="status"
      aria-label="Updates"
      aria-live="polite"
      aria-atomic="false"
      aria-relevant="additions text"
      className="pointer-events-none fixed inset-0 z-[9999]"
    >
      <Toaster
        position="top-right"
        toastOptions={{
          error: { duration: TOAST_DURATIONS.error },
          success: { duration: TOAST_DURATIONS.success },
          style: { background: '#131627', color: '#f1f5f9', border: '1px solid #2a2f4d' },
        }}
      >
        {(item) => (
          <ToastBar toast={item}>
            {({ icon }) => (
              // ToastBar's own message element carries the per-toast live region; this one
              // keeps its look (react-hot-toast's margins, centring and line breaks) without it.
              <>
                {icon}
                <div className="mx-2.5 my-1 flex flex-auto justify-center whitespace-pre-line text-inherit">
                  {resolveValue(item.message, item)}
                </div>
              </>
            )}
          </ToastBar>
        )}
      </Toaster>
    </div>
  );
}
