import type { Ref } from 'react';
import { cn } from '@/lib/cn';
import { CHAT_MAX_LENGTH } from '../chat-constants';
import { SendIcon } from './chat-icons';

export interface ChatInputProps {
  value: string;
  pending: boolean;
  inputRef: Ref<HTMLInputElement>;
  onChange: (value: string) => void;
  onSend: () => void;
}

/** Spec §2/§5: one line, 500 characters, 'n/500' once typed, blocked when blank or pending. */
export function ChatInput({ value, pending, inputRef, onChange, onSend }: ChatInputProps) {
  const blank = value.trim() === '';
  return (
    <form
      className="flex shrink-0 items-center gap-2 border-t border-night-700 bg-night-900 px-3 py-2.5"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <div className="relative min-w-0 flex-1">
        <input
          ref={inputRef}
          type="text"
          value={value}
          maxLength={CHAT_MAX_LENGTH}
          // Blocked while a reply is pending, yet not `disabled`: a disabled input drops the
          // focus to the page's body, and the visitor would have to find their way back.
          readOnly={pending}
          aria-disabled={pending || undefined}
          aria-label="Type your message"
          placeholder="Type your message…"
          autoComplete="off"
          // Pasted text beyond the limit is cut, as typing would be.
          onChange={(event) => onChange(event.target.value.slice(0, CHAT_MAX_LENGTH))}
          className={cn(
            'w-full select-text rounded-full border border-night-600 bg-night-950 py-2 pl-4 text-sm text-slate-100 placeholder:text-slate-400 focus:border-brand-500 aria-disabled:opacity-60',
            value.length > 0 ? 'pr-16' : 'pr-4',
          )}
        />
        {value.length > 0 && (
          <span
            data-testid="chat-counter"
            className={cn(
              'pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-[11px] tabular-nums',
              value.length >= CHAT_MAX_LENGTH ? 'text-brand-300' : 'text-slate-400',
            )}
          >
            {value.length}/{CHAT_MAX_LENGTH}
          </span>
        )}
      </div>
      <button
        type="submit"
        aria-label="Send message"
        disabled={blank || pending}
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white transition-colors hover:bg-brand-500 disabled:cursor-not-allowed disabled:opacity-50"
      >
        <SendIcon />
      </button>
    </form>
  );
}
