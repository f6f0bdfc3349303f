import { ToastBar, Toaster, resolveValue } from 'react-hot-toast';
import { TOAST_DURATIONS } from './toaster';

/** react-hot-toast's stack, loaded when the first toast is wanted (lib/lazy-toast.ts). */
export function ToastStack() {
  return (
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
  );
}
