import { useEffect, useId, useRef, useState } from 'react';
import { CANCEL_HANDOVER_QUICK_REPLY, HANDOVER_QUICK_REPLY } from '../chat-constants';
import { chatPlainText } from '../chat-links';
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
  const size = useChatSize(minimized);
  const panel = useRef<HTMLElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const expanded = open && !minimized;

  // Opening or maximizing puts the caret in the input.
  useEffect(() => {
    if (expanded) input.current?.focus();
  }, [expanded]);
  // The input was disabled while the reply was pending and lost focus: give it back, unless
  // the visitor has moved elsewhere on the page meanwhile.
  useEffect(() => {
    if (!expanded || pending) return;
    const active = document.activeElement;
    if (active === null || active === document.body || panel.current?.contains(active)) {
      input.current?.focus();
    }
  }, [expanded, pending]);

  const last = messages[messages.length - 1];
  const settled = !pending && last?.sender === 'bot';
  const quickReplies =
    settled && (last.greeting === true || last.handover === 'offered')
      ? [HANDOVER_QUICK_REPLY]
      : settled && last.handover === 'awaiting_email'
        ? [CANCEL_HANDOVER_QUICK_REPLY]
        : [];
  const lastBot = [...messages].reverse().find((m) => m.sender === 'bot' && !m.greeting);

  return (
    <section
      ref={panel}
      id="chat-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!open}
      style={{ width: size.width, height: size.height }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
      className="fixed right-3 bottom-[88px] z-50 flex flex-col overflow-hidden rounded-2xl border border-night-600 bg-night-900 text-slate-100 shadow-2xl shadow-black/50 min-[480px]:right-5"
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
          onRetry={conversation.retry}
          quickReplies={quickReplies}
          onQuickReply={(text) =>
            conversation.send(text, { handover: text === HANDOVER_QUICK_REPLY })
          }
        />
        <ChatInput
          value={conversation.input}
          pending={pending}
          inputRef={input}
          onChange={conversation.setInput}
          onSend={() => conversation.send(conversation.input)}
        />
      </div>
      {/* New bot messages are read out; the visitor's own are not repeated back. */}
      <div role="status" aria-live="polite" className="sr-only">
        {lastBot ? chatPlainText(lastBot.text) : null}
      </div>
    </section>
  );
}
