import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useDialog } from '@/components/ui/use-dialog';
import { CANCEL_HANDOVER_QUICK_REPLY, HANDOVER_QUICK_REPLY } from '../chat-constants';
import { chatPlainText } from '../chat-links';
import { bottomClearance, CHAT_SIZE } from '../chat-size';
import { useChatConversation } from '../hooks/use-chat-conversation';
import { useChatSettings } from '../hooks/use-chat-settings';
import { useChatSize } from '../hooks/use-chat-size';
import { ChatHeader } from './chat-header';
import { ChatInput } from './chat-input';
import { ChatMessageList } from './chat-message-list';
import { ChatSettingsPanel } from './chat-settings-panel';

export interface ChatPanelProps {
  open: boolean;
  minimized: boolean;
  onMinimize: () => void;
  onMaximize: () => void;
  onClose: () => void;
  onBotMessage: () => void;
}

/**
 * The chat window (spec §2/§4). Loaded on the first open only (its own chunk, named after
 * this file so the initial-JS budget can tell it is absent), then kept mounted while closed
 * so the conversation, a pending reply and the unread badge survive closing.
 */
export function ChatPanel({
  open,
  minimized,
  onMinimize,
  onMaximize,
  onClose,
  onBotMessage,
}: ChatPanelProps) {
  const titleId = useId();
  const settingsId = useId();
  const [settings, updateSettings] = useChatSettings();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const conversation = useChatConversation({
    soundEnabled: settings.soundEnabled,
    onBotMessage,
  });
  const { messages, pending } = conversation;
  const layout = useChatSize(minimized);
  const panel = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const expanded = open && !minimized;
  const modal = open && layout.coversPage;
  const clearance = open && !modal ? bottomClearance(layout) : null;
  // A native <dialog> (useDialog): modal where it covers the page, beside it otherwise. It
  // opens on the input, and closing gives the focus back to the launcher that opened it.
  useDialog(panel, {
    open,
    modal,
    initialFocus: () => (expanded ? input.current : null),
    onCancel: onClose,
  });

  // Opening or maximizing puts the caret in the input.
  useLayoutEffect(() => {
    if (expanded) input.current?.focus();
  }, [expanded]);
  // Beside the page, the panel must not hide what has the focus there (WCAG 2.4.11). The page's
  // room for the chat (the scroll padding and the space after its last line, index.css) grows
  // to the panel's height, so the browser scrolls a focused link clear of it.
  useEffect(() => {
    if (clearance === null) return;
    const root = document.documentElement.style;
    root.setProperty('--spacing-chat-launcher', `${clearance}px`);
    return () => {
      root.removeProperty('--spacing-chat-launcher');
    };
  }, [clearance]);

  // After an action whose button goes away (a quick reply, Retry, the jump to the latest
  // message), the visitor carries on where they type rather than on the page's body.
  const focusInput = () => input.current?.focus();

  // Only what arrives while the panel is open is read out: opening it again does not repeat
  // the last answer, which the visitor can read in the list.
  const [heardFrom, setHeardFrom] = useState(messages.length);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setHeardFrom(messages.length);
  }
  const spoken = messages
    .slice(heardFrom)
    .reverse()
    .find((message) => message.sender === 'bot' && !message.failed);

  const last = messages[messages.length - 1];
  const settled = !pending && last?.sender === 'bot';
  const quickReplies =
    settled && (last.greeting === true || last.handover === 'offered')
      ? [HANDOVER_QUICK_REPLY]
      : settled && last.handover === 'awaiting_email'
        ? [CANCEL_HANDOVER_QUICK_REPLY]
        : [];

  return (
    <dialog
      ref={panel}
      id="chat-panel"
      aria-modal={modal}
      aria-labelledby={titleId}
      style={{ width: layout.width, height: layout.height, bottom: CHAT_SIZE.bottomOffset }}
      className="fixed top-auto right-3 left-auto z-50 m-0 max-h-none max-w-none flex-col overflow-hidden rounded-2xl border border-night-600 bg-night-900 p-0 text-slate-100 shadow-2xl shadow-black/50 backdrop:bg-transparent open:flex min-[480px]:right-5"
    >
      <ChatHeader
        titleId={titleId}
        settingsId={settingsId}
        visible={open}
        minimized={minimized}
        settingsOpen={settingsOpen}
        typing={conversation.typing}
        onToggleSettings={() => setSettingsOpen((value) => !value)}
        onMinimize={onMinimize}
        onMaximize={onMaximize}
        onClose={onClose}
      />
      <div hidden={minimized} className="flex min-h-0 flex-1 flex-col">
        {settingsOpen && (
          <ChatSettingsPanel id={settingsId} settings={settings} onChange={updateSettings} />
        )}
        <ChatMessageList
          messages={messages}
          typing={conversation.typing}
          error={conversation.error}
          showConfidence={settings.showConfidence}
          autoScroll={settings.autoScroll}
          onRetry={() => {
            conversation.retry();
            focusInput();
          }}
          onJumpToLatest={focusInput}
          quickReplies={quickReplies}
          onQuickReply={(text) => {
            conversation.send(text, { handover: text === HANDOVER_QUICK_REPLY });
            focusInput();
          }}
        />
        <ChatInput
          value={conversation.input}
          pending={pending}
          inputRef={input}
          onChange={conversation.setInput}
          onSend={() => {
            conversation.send(conversation.input);
            focusInput();
          }}
        />
      </div>
      {/*
        Each new answer is read out once: a new node per message, so the same words twice are
        still two announcements. The visitor's own words are not repeated back, and a failure
        is the error bubble's alert to tell.
      */}
      <div role="status" aria-live="polite" className="sr-only">
        {spoken && <p key={spoken.id}>{chatPlainText(spoken.text)}</p>}
      </div>
    </dialog>
  );
}
