import {
  Component,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { SessionContext } from '@/features/auth/session/session-context';
import { subscribeToToastsWanted, toastsWanted, wantToasts } from '@/lib/lazy-toast';

/** Spec §9; react-hot-toast's own limit is the spec's 20 visible toasts. */
export const TOAST_DURATIONS = { error: 4000, success: 2000 } as const;

const ToastStack = lazy(async () => ({ default: (await import('./toast-stack')).ToastStack }));

/** A toast stack that fails to arrive (offline, a deploy in between) leaves the region empty. */
class ToastLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('The toasts could not be loaded:', error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Whether react-hot-toast is needed yet: see lib/lazy-toast.ts. */
function useToastsWanted(): boolean {
  const signedIn = useContext(SessionContext)?.user != null;
  const wanted = useSyncExternalStore(subscribeToToastsWanted, toastsWanted, toastsWanted);

  useEffect(() => {
    if (wanted) return;
    // A toast answers something the visitor did: fetch the code at their first action.
    const want = () => wantToasts();
    const options = { capture: true, once: true, passive: true } as const;
    window.addEventListener('pointerdown', want, options);
    window.addEventListener('keydown', want, options);
    return () => {
      window.removeEventListener('pointerdown', want, options);
      window.removeEventListener('keydown', want, options);
    };
  }, [wanted]);

  return wanted || signedIn;
}

/**
 * The toasts, top right, inside one polite live region that is on the page from the start.
 * react-hot-toast makes each toast a live region of its own, inserted with its words already
 * in it: screen readers often skip such a region, or read it and then the next one again. Here
 * the toasts speak through the container only, each addition once (not atomic), and errors
 * too: a failed request is told politely, after what is being read, never cutting it off.
 * The container spans the window without catching the pointer, like react-hot-toast's own.
 * The toasts' code arrives when the first one is wanted, not with the page.
 */
export function AppToaster() {
  const wanted = useToastsWanted();
  return (
    <div
      role="status"
      aria-label="Updates"
      aria-live="polite"
      aria-atomic="false"
      aria-relevant="additions text"
      className="pointer-events-none fixed inset-0 z-[9999]"
    >
      {wanted && (
        <ToastLoadBoundary>
          <Suspense fallback={null}>
            <ToastStack />
          </Suspense>
        </ToastLoadBoundary>
      )}
    </div>
  );
}
