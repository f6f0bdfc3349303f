import { useCallback, useEffect, useRef, useState } from 'react';
import { FEEDBACK_HIGHLIGHT_MS, SCROLL_BOTTOM_THRESHOLD_PX } from '../chat-constants';
import type { ChatMessage } from '../chat-message';
import type { ChatError } from '../hooks/use-chat-conversation';
import { ArrowDownIcon } from './chat-icons';
import { ChatMessageBubble, type Feedback } from './chat-message-bubble';

export interface ChatMessageListProps {
  messages: ChatMessage[];
  typing: boolean;
  error: ChatError | null;
  showConfidence: boolean;
  autoScroll: boolean;
  onRetry: () => void;
  /** After the scroll-to-bottom button (which then goes away) has been used. */
  onJumpToLatest: () => void;
  /** Shown under the conversation when the assistant offers them (e.g. "Talk to a person"). */
  quickReplies: string[];
  onQuickReply: (text: string) => void;
}

function distanceFromBottom(element: HTMLElement) {
  return element.scrollHeight - element.scrollTop - element.clientHeight;
}

/** The conversation, the typing indicator, the error bubble and the scroll-to-bottom button. */
export function ChatMessageList(props: ChatMessageListProps) {
  const { messages, typing, error, showConfidence, autoScroll } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const [awayFromBottom, setAwayFromBottom] = useState(false);
  const [feedback, setFeedback] = useState<Record<string, Feedback>>({});
  const feedbackTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const measure = useCallback(() => {
    const element = scroller.current;
    if (element) setAwayFromBottom(distanceFromBottom(element) > SCROLL_BOTTOM_THRESHOLD_PX);
  }, []);

  const scrollToBottom = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    element.scrollTop = element.scrollHeight;
    setAwayFromBottom(false);
  }, []);

  // New content: follow it when auto-scroll is on; otherwise the button may now be needed.
  // (A reply swaps the typing dots for a message, so each part is a dependency of its own.)
  const quickReplyCount = props.quickReplies.length;
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (autoScroll) element.scrollTop = element.scrollHeight;
    const frame = requestAnimationFrame(measure);
    return () => cancelAnimationFrame(frame);
  }, [messages.length, typing, error, quickReplyCount, autoScroll, measure]);

  useEffect(() => {
    const timers = feedbackTimers.current;
    return () => timers.forEach(clearTimeout);
  }, []);

  // Spec §4: only a green or red highlight for 2 s; nothing is sent anywhere.
  const flash = useCallback((id: string, kind: Feedback) => {
    const timers = feedbackTimers.current;
    clearTimeout(timers.get(id));
    setFeedback((current) => ({ ...current, [id]: kind }));
    timers.set(
      id,
      setTimeout(() => {
        timers.delete(id);
        setFeedback(({ [id]: _done, ...rest }) => rest);
      }, FEEDBACK_HIGHLIGHT_MS),
    );
  }, []);

  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={scroller}
        data-testid="chat-scroller"
        onScroll={measure}
        className="h-full overflow-y-auto overscroll-contain px-3 py-4"
      >
        <ol aria-label="Messages" className="flex flex-col gap-3">
          {messages.map((message) => (
            <ChatMessageBubble
              key={message.id}
              message={message}
              showConfidence={showConfidence}
              feedback={feedback[message.id]}
              onFeedback={flash}
            />
          ))}
        </ol>
        {typing && (
          <div
            data-testid="chat-typing"
            className="mt-3 inline-flex items-center gap-2 rounded-2xl rounded-bl-sm bg-night-700 px-3.5 py-2.5"
          >
            <span className="sr-only">Assistant is typing…</span>
            {[0, 150, 300].map((delay) => (
              <span
                key={delay}
                aria-hidden="true"
                style={{ animationDelay: `${delay}ms` }}
                className="h-1.5 w-1.5 animate-bounce rounded-full bg-slate-300 motion-reduce:animate-none"
              />
            ))}
          </div>
        )}
        {error && (
          <div
            role="alert"
            data-testid="chat-error"
            className="mt-3 flex items-center justify-between gap-3 rounded-xl border border-red-500/40 bg-red-950/40 px-3 py-2 text-sm text-red-200"
          >
            <span>{error.message}</span>
            {error.retryable && (
              <button
                type="button"
                onClick={props.onRetry}
                className="shrink-0 rounded-md bg-red-700 px-2.5 py-1 text-xs font-semibold text-white hover:bg-red-600"
              >
                Retry
              </button>
            )}
          </div>
        )}
        {props.quickReplies.length > 0 && (
          <div className="mt-3 flex flex-wrap gap-2">
            {props.quickReplies.map((text) => (
              <button
                key={text}
                type="button"
                onClick={() => props.onQuickReply(text)}
                className="rounded-full border border-brand-500/60 px-3 py-1 text-xs font-semibold text-brand-300 hover:bg-brand-600/20"
              >
                {text}
              </button>
            ))}
          </div>
        )}
      </div>
      {awayFromBottom && (
        <button
          type="button"
          aria-label="Scroll to latest messages"
          onClick={() => {
            scrollToBottom();
            props.onJumpToLatest();
          }}
          className="absolute bottom-3 left-1/2 flex h-8 w-8 -translate-x-1/2 items-center justify-center rounded-full bg-night-600 text-white shadow-lg hover:bg-night-700"
        >
          <ArrowDownIcon />
        </button>
      )}
    </div>
  );
}
