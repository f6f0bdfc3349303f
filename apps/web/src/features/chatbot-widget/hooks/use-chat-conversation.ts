import { useCallback, useEffect, useRef, useState } from 'react';
import { ChatFailure, sendChatMessage, type ChatBotReply } from '../api/send-chat-message';
import { BOT_REPLY_DELAY_MS, CHAT_MESSAGES, RETRY_RESEND_DELAY_MS } from '../chat-constants';
import { botMessage, greetingMessage, userMessage, type ChatMessage } from '../chat-message';
import { createSessionId, createSessionSecret, getChatUserId } from '../chat-session';
import { playNotificationSound } from '../chat-sound';
import { useTeamReplies } from './use-team-replies';

export interface ChatError {
  message: string;
  /** Spec §8: only a failure other than "unavailable" offers Retry. */
  retryable: boolean;
}

export interface UseChatConversationOptions {
  soundEnabled: boolean;
  /** Told of every bot message after the greeting (the launcher keeps the unread badge). */
  onBotMessage: () => void;
}

type Outcome = { reply: ChatBotReply } | { failure: ChatFailure['kind'] };

/**
 * One widget's conversation (spec §4, chat widget): messages starting with the greeting,
 * the input, the pending reply with its typing indicator, the error bubble and Retry.
 */
export function useChatConversation({ soundEnabled, onBotMessage }: UseChatConversationOptions) {
  // A ref, not state: the server may move the widget to a new conversation, and the next
  // message must go there even if it leaves before a render.
  const [firstSession] = useState(() => ({ id: createSessionId(), secret: createSessionSecret() }));
  const session = useRef(firstSession);
  const [messages, setMessages] = useState<ChatMessage[]>(() => [greetingMessage()]);
  const [input, setInputValue] = useState('');
  const [pending, setPending] = useState(false);
  const [typing, setTyping] = useState(false);
  const [error, setError] = useState<ChatError | null>(null);
  const [handedOver, setHandedOver] = useState(false);

  // Read from timers and promise callbacks, which must see the latest values, not a render's.
  const pendingRef = useRef(false);
  const messagesRef = useRef(messages);
  const latest = useRef({ soundEnabled, onBotMessage });
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const disposed = useRef(false);

  useEffect(() => {
    latest.current = { soundEnabled, onBotMessage };
  });
  useEffect(() => {
    messagesRef.current = messages;
  }, [messages]);
  useEffect(() => {
    disposed.current = false;
    const pendingTimers = timers.current;
    return () => {
      disposed.current = true;
      pendingTimers.forEach(clearTimeout);
      pendingTimers.clear();
    };
  }, []);

  const later = useCallback((ms: number, run: () => void) => {
    if (disposed.current) return;
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);

  const appendBot = useCallback((message: ChatMessage) => {
    setMessages((list) => [...list, message]);
    setTyping(false);
    setPending(false);
    pendingRef.current = false;
    if (latest.current.soundEnabled) playNotificationSound();
    latest.current.onBotMessage();
  }, []);

  const deliver = useCallback(
    async (text: string, handover: boolean) => {
      pendingRef.current = true;
      setMessages((list) => [...list, userMessage(text, handover)]);
      setInputValue('');
      setError(null);
      setPending(true);
      setTyping(true);

      let outcome: Outcome;
      try {
        const current = session.current;
        const reply = await sendChatMessage({
          message: text,
          sessionId: current.id,
          sessionSecret: current.secret,
          userId: getChatUserId(),
          ...(handover ? { handover: true } : {}),
        });
        if (reply.sessionId) current.id = reply.sessionId;
        outcome = { reply };
      } catch (failure) {
        outcome = { failure: failure instanceof ChatFailure ? failure.kind : 'error' };
      }

      // Spec §4/§9: the bot's message comes a fixed second after the answer.
      later(BOT_REPLY_DELAY_MS, () => {
        if ('reply' in outcome) {
          const { response, intent, confidence, handover: state } = outcome.reply;
          if (state === 'created') setHandedOver(true);
          appendBot(botMessage({ text: response, intent, confidence, handover: state }));
          return;
        }
        const unavailable = outcome.failure === 'unavailable';
        const message = unavailable ? CHAT_MESSAGES.unavailable : CHAT_MESSAGES.error;
        // Spec §8: shown as an error bubble and as a bot message.
        setError({ message, retryable: !unavailable });
        appendBot(botMessage({ text: message, failed: true }));
      });
    },
    [later, appendBot],
  );

  /** Sends `text` (the input by default); false when blank or while a reply is pending. */
  const send = useCallback(
    (text: string, options: { handover?: boolean } = {}) => {
      const trimmed = text.trim();
      if (trimmed === '' || pendingRef.current) return false;
      void deliver(trimmed, options.handover === true);
      return true;
    },
    [deliver],
  );

  /**
   * Spec §4: Retry removes the last user message, puts its text back in the input and sends
   * it again. The failure's own bot notice goes with it, so the thread reads as one attempt.
   */
  const retry = useCallback(() => {
    if (pendingRef.current) return;
    const list = messagesRef.current;
    let index = -1;
    for (let i = list.length - 1; i >= 0; i -= 1) {
      if (list[i]?.sender === 'user') {
        index = i;
        break;
      }
    }
    const last = list[index];
    if (!last) return;
    const kept = [...list.slice(0, index), ...list.slice(index + 1).filter((m) => !m.failed)];
    messagesRef.current = kept;
    setMessages(kept);
    setError(null);
    setInputValue(last.text);
    pendingRef.current = true;
    setPending(true);
    later(RETRY_RESEND_DELAY_MS, () => {
      pendingRef.current = false;
      void deliver(last.text, last.handoverRequest === true);
    });
  }, [later, deliver]);

  const setInput = useCallback((value: string) => setInputValue(value), []);

  // A person of the team answers a handed-over conversation here, while the widget is open.
  useTeamReplies({
    enabled: handedOver,
    session,
    onReply: (reply) => {
      setMessages((list) => [...list, botMessage({ text: reply.body, team: reply.authorName })]);
      if (latest.current.soundEnabled) playNotificationSound();
      latest.current.onBotMessage();
    },
  });

  return { messages, input, setInput, pending, typing, error, send, retry };
}
