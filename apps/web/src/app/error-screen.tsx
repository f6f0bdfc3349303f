import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** Spec §2, the top-level error screen. */
export const ERROR_SCREEN_TEXT = {
  title: 'Something went wrong',
  body: "We're sorry, but an error occurred while loading the application. Please try refreshing the page or contact support if the problem persists.",
  action: 'Refresh Page',
} as const;

function reloadPage() {
  window.location.reload();
}

export function ErrorScreen({ onReload = reloadPage }: { onReload?: () => void }) {
  return (
    <main
      role="alert"
      className="flex min-h-screen flex-col items-center justify-center gap-5 bg-night-900 px-6 text-center"
    >
      <h1 className="text-3xl font-bold">{ERROR_SCREEN_TEXT.title}</h1>
      <p className="max-w-lg text-slate-300">{ERROR_SCREEN_TEXT.body}</p>
      <Button size="lg" onClick={onReload}>
        {ERROR_SCREEN_TEXT.action}
      </Button>
    </main>
  );
}

interface BoundaryProps {
  children: ReactNode;
  onReload?: () => void;
}

/** Catches render errors anywhere in the app, logs them and shows the error screen. */
export class AppErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // Preact gives a component stack only with preact/debug, which the build leaves out
    // (decision 047): the error's own stack is what there is then.
    if (info.componentStack) console.error('Uncaught render error', error, info.componentStack);
    else console.error('Uncaught render error', error);
  }

  override render() {
    if (this.state.failed) return <ErrorScreen onReload={this.props.onReload} />;
    return this.props.children;
  }
}
