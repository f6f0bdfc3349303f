import { useId } from 'react';
import { cn } from '@/lib/cn';
import { formatTime } from '@/lib/format-date';
import { isRateable, type ChatMessage } from '../chat-message';
import { ThumbDownIcon, ThumbUpIcon } from './chat-icons';
import { ChatMessageText } from './chat-message-text';

export type Feedback = 'up' | 'down';

export interface ChatMessageBubbleProps {
  message: ChatMessage;
  showConfidence: boolean;
  feedback: Feedback | undefined;
  onFeedback: (id: string, feedback: Feedback) => void;
}

export function ChatMessageBubble({
  message,
  showConfidence,
  feedback,
  onFeedback,
}: ChatMessageBubbleProps) {
  const fromUser = message.sender === 'user';
  const confidence = message.confidence;
  // Every answer has its own Helpful / Not helpful: each is described by the answer it rates.
  const textId = useId();
  return (
    <li
      data-testid="chat-message"
      data-sender={message.sender}
      className={cn('flex flex-col gap-1', fromUser ? 'items-end' : 'items-start')}
    >
      {message.team ? (
        <span className="px-1 text-xs font-semibold text-brand-300">
          {message.team} from our team
        </span>
      ) : (
        <span className="sr-only">{fromUser ? 'You said:' : 'Assistant said:'}</span>
      )}
      <div
        id={textId}
        data-feedback={feedback}
        className={cn(
          'max-w-[85%] whitespace-pre-line break-words rounded-2xl px-3.5 py-2 text-sm ring-2 transition-shadow',
          fromUser
            ? 'rounded-br-sm bg-brand-600 text-white'
            : message.failed
              ? 'rounded-bl-sm bg-red-950/60 text-red-100'
              : 'rounded-bl-sm bg-night-700 text-slate-100',
          feedback === 'up'
            ? 'ring-green-500'
            : feedback === 'down'
              ? 'ring-red-500'
              : 'ring-transparent',
        )}
      >
        {/* The visitor's own words are never turned into links. */}
        {fromUser ? message.text : <ChatMessageText text={message.text} />}
      </div>
      <div className="flex items-center gap-2 px-1 text-[11px] text-slate-400">
        <time dateTime={new Date(message.timestamp).toISOString()}>
          {formatTime(message.timestamp)}
        </time>
        {showConfidence && !fromUser && typeof confidence === 'number' && (
          <span data-testid="chat-confidence">Confidence: {Math.round(confidence * 100)}%</span>
        )}
        {isRateable(message) && (
          <span className="flex items-center gap-0.5">
            <button
              type="button"
              aria-label="Helpful"
              aria-describedby={textId}
              onClick={() => onFeedback(message.id, 'up')}
              className="rounded p-1 hover:bg-night-700 hover:text-green-400"
            >
              <ThumbUpIcon />
            </button>
            <button
              type="button"
              aria-label="Not helpful"
              aria-describedby={textId}
              onClick={() => onFeedback(message.id, 'down')}
              className="rounded p-1 hover:bg-night-700 hover:text-red-400"
            >
              <ThumbDownIcon />
            </button>
          </span>
        )}
      </div>
    </li>
  );
}
