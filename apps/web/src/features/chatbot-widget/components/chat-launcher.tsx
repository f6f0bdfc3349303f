import { Component, lazy, Suspense, useCallback, useReducer, useRef, type ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';

// The panel is its own chunk (spec: the toggle is tiny, the panel loads on first open).
const loadPanel = () => import('./chat-panel');
const ChatPanel = lazy(async () => ({ default: (await loadPanel()).ChatPanel }));

interface WidgetState {
  open: boolean;
  minimized: boolean;
  unread: number;
  /** The panel mounts on the first open and then stays, hidden while closed. */
  mounted: boolean;
}

type WidgetAction = 'toggle' | 'close' | 'minimize' | 'maximize' | 'botMessage';

/** Spec §4, chat widget: opening expands and clears the badge; a reply out of sight sets it. */
export function widgetReducer(state: WidgetState, action: WidgetAction): WidgetState {
  switch (action) {
    case 'toggle':
      return state.open
        ? { ...state, open: false }
        : { open: true, minimized: false, unread: 0, mounted: true };
    case 'close':
      return { ...state, open: false };
    case 'minimize':
      return { ...state, minimized: true };
    case 'maximize':
      return { ...state, minimized: false, unread: 0 };
    case 'botMessage':
      return !state.open || state.minimized ? { ...state, unread: 1 } : state;
  }
}

/** A panel chunk that fails to load (offline, a deploy in between) must not take the page down. */
class ChatLoadBoundary extends Component<
  { visible: boolean; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('The chat assistant could not be loaded:', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (!this.props.visible) return null;
    return (
      <div
        role="alert"
        className="fixed right-5 bottom-[88px] z-50 max-w-72 rounded-xl bg-night-800 px-4 py-3 text-sm text-slate-200 shadow-xl"
      >
        The chat could not be loaded. Please refresh the page and try again.
      </div>
    );
  }
}

const INITIAL: WidgetState = { open: false, minimized: false, unread: 0, mounted: false };

/** The always-loaded part of the chat assistant: the round toggle with its unread badge. */
export function ChatLauncher() {
  const [state, dispatch] = useReducer(widgetReducer, INITIAL);
  const toggle = useRef<HTMLButtonElement>(null);
  const { open, minimized, unread, mounted } = state;

  const close = useCallback(() => {
    dispatch('close');
    toggle.current?.focus();
  }, []);
  const minimize = useCallback(() => dispatch('minimize'), []);
  const maximize = useCallback(() => dispatch('maximize'), []);
  const onBotMessage = useCallback(() => dispatch('botMessage'), []);

  const label = open ? 'Close chat assistant' : 'Open chat assistant';
  return (
    <>
      {mounted && (
        <ChatLoadBoundary visible={open}>
          <Suspense
            fallback={
              <div
                role="status"
                className="fixed right-5 bottom-[88px] z-50 rounded-xl bg-night-800 px-4 py-3 text-sm text-slate-300 shadow-xl"
              >
                Loading chat…
              </div>
            }
          >
            <ChatPanel
              open={open}
              minimized={minimized}
              onMinimize={minimize}
              onMaximize={maximize}
              onClose={close}
              onBotMessage={onBotMessage}
            />
          </Suspense>
        </ChatLoadBoundary>
      )}
      <button
        ref={toggle}
        type="button"
        aria-label={unread > 0 ? `${label}, ${unread} unread message` : label}
        aria-expanded={open}
        aria-controls={mounted ? 'chat-panel' : undefined}
        // Fetch the panel's code as soon as the visitor shows interest, before the click.
        onPointerEnter={() => void loadPanel().catch(() => undefined)}
        onFocus={() => void loadPanel().catch(() => undefined)}
        onClick={() => dispatch('toggle')}
        className="fixed right-5 bottom-5 z-50 flex h-14 w-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg shadow-black/40 transition-transform hover:scale-105 hover:bg-brand-500"
      >
        <Icon className="h-6 w-6">
          {open ? (
            <path d="M18 6 6 18M6 6l12 12" />
          ) : (
            <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
          )}
        </Icon>
        {unread > 0 && (
          <span
            data-testid="chat-unread-badge"
            aria-hidden="true"
            className="absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-400 px-1 text-xs font-bold text-night-950"
          >
            {unread}
          </span>
        )}
      </button>
    </>
  );
}
