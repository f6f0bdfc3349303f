import type { ChatHandoverState } from '@streamfront/contract';
import { CHAT_MESSAGES } from './chat-constants';
import { createMessageId } from './chat-session';

/** Spec §3, chat message, plus what the widget needs to draw it. */
export interface ChatMessage {
  id: string;
  text: string;
  sender: 'user' | 'bot';
  timestamp: number;
  /** Bot replies: the intent answered and the classifier's confidence (0..1). */
  intent?: string | null;
  confidence?: number | null;
  /** Bot replies: where a hand-over stands (`offered` shows the "Talk to a person" reply). */
  handover?: ChatHandoverState | null;
  /** A bot message telling a failure (spec §8): no feedback buttons. */
  failed?: boolean;
  /** The greeting: no feedback buttons either. */
  greeting?: boolean;
  /** A user message sent with the "Talk to a person" quick reply; a retry sends it the same way. */
  handoverRequest?: boolean;
  /** A reply from a person of the team after a hand-over: their name. Not the assistant's to rate. */
  team?: string;
}

export function greetingMessage(timestamp = Date.now()): ChatMessage {
  return {
    id: createMessageId(timestamp),
    text: CHAT_MESSAGES.greeting,
    sender: 'bot',
    timestamp,
    greeting: true,
  };
}

export function userMessage(text: string, handoverRequest: boolean): ChatMessage {
  const timestamp = Date.now();
  return {
    id: createMessageId(timestamp),
    text,
    sender: 'user',
    timestamp,
    ...(handoverRequest ? { handoverRequest: true } : {}),
  };
}

export function botMessage(fields: Omit<ChatMessage, 'id' | 'sender' | 'timestamp'>): ChatMessage {
  const timestamp = Date.now();
  return { id: createMessageId(timestamp), sender: 'bot', timestamp, ...fields };
}

/** A bot message may be rated unless it is the greeting or a failure notice. */
export function isRateable(message: ChatMessage): boolean {
  return message.sender === 'bot' && !message.greeting && !message.failed && !message.team;
}
