import type { ChatProcessMessageBody, ChatProcessMessageData } from '@streamfront/contract';
import { apiClient, isApiError } from '@/lib/api-client';
import { UNAVAILABLE_REPLY_PATTERN } from '../chat-constants';

export type ChatMessageRequest = Pick<
  ChatProcessMessageBody,
  'message' | 'sessionId' | 'sessionSecret' | 'handover'
> & {
  userId: string | null;
};

/**
 * The answer's fields the widget shows; a missing confidence is not shown as 0 %. The
 * session id is the conversation's from now on (a new one when the server started afresh).
 */
export type ChatBotReply = Omit<ChatProcessMessageData, 'confidence' | 'sessionId'> & {
  confidence: number | null;
  sessionId: string | null;
};

/** Why a message got no answer: spec §5 "unavailable", or any other failure. */
export class ChatFailure extends Error {
  override readonly name = 'ChatFailure';
  readonly kind: 'unavailable' | 'error';

  constructor(kind: 'unavailable' | 'error', cause?: unknown) {
    super(kind === 'unavailable' ? 'Chatbot unavailable' : 'Chat request failed', { cause });
    this.kind = kind;
  }
}

function isUnavailableFailure(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.status === 404 || error.status === 503) return true;
  return UNAVAILABLE_REPLY_PATTERN.test(error.serverMessage ?? '');
}

/**
 * POST /api/chatbot/process-message (spec §7). Resolves with the reply, or rejects with a
 * `ChatFailure` telling "unavailable" (404, 503, a no-training-data reply) from any other
 * failure.
 *
 * No automatic retries: the widget has its own Retry button, and a message whose answer was
 * lost may already have been handled (a hand-over creates a query). No 429 wait: a visitor
 * should not watch the typing dots for a minute. No sign-in redirect: the chat never needs one.
 */
export async function sendChatMessage(request: ChatMessageRequest): Promise<ChatBotReply> {
  let answer: unknown;
  try {
    answer = await apiClient.post<unknown>('/chatbot/process-message', request, {
      retries: 0,
      rateLimitRetry: false,
      authRedirect: false,
    });
  } catch (error) {
    throw new ChatFailure(isUnavailableFailure(error) ? 'unavailable' : 'error', error);
  }
  const data = (answer as { data?: Partial<ChatProcessMessageData> } | null)?.data;
  if (typeof data?.response !== 'string') throw new ChatFailure('error');
  if (UNAVAILABLE_REPLY_PATTERN.test(data.response)) throw new ChatFailure('unavailable');
  return {
    response: data.response,
    intent: typeof data.intent === 'string' ? data.intent : null,
    confidence: typeof data.confidence === 'number' ? data.confidence : null,
    handover: data.handover ?? null,
    sessionId: typeof data.sessionId === 'string' && data.sessionId !== '' ? data.sessionId : null,
  };
}
