import {
  FALLBACK_INTENT,
  HANDOVER_INTENT,
  type ChatProcessMessageData,
  type ChatReply,
} from '@streamfront/contract';
import type { ChatConversationRow } from '../../../db/schema/index.ts';
import type { ChatInput } from './chat-input.ts';
import { openConversation } from './conversation-owner.ts';
import type { ChatConversationsRepository, NewChatMessage } from './conversations.repository.ts';
import { classifyIntent } from '../engine/index.ts';
import { findEmail, handoverTexts, isCancel, isQuestion, type Handover } from './handover.ts';
import { activeModel, decide } from './intent-decision.ts';
import type { ChatIntentsRepository } from '../training/intents.repository.ts';
import type { ChatModelCache } from '../training/model-cache.ts';
import type { PlaceholderFiller } from './placeholders.ts';
import { keepClearOfUnavailablePhrases } from './safe-reply.ts';
import type { ChatSettingsRepository } from './settings.repository.ts';
import type { ChatUnansweredRepository } from './unanswered.repository.ts';

export interface ConversationFlowDeps {
  cache: ChatModelCache;
  intents: ChatIntentsRepository;
  conversations: ChatConversationsRepository;
  unanswered: ChatUnansweredRepository;
  settings: ChatSettingsRepository;
  fill: PlaceholderFiller;
  handover: Handover;
}

/** `POST /api/chatbot/process-message`: classify, answer, hand over, and log the exchange. */
export function createConversationFlow(deps: ConversationFlowDeps) {
  const { cache, intents, conversations, unanswered, settings, fill, handover } = deps;

  /** A message the classifier decides; while an email is awaited, questions still get answers. */
  async function classified(
    conversation: ChatConversationRow,
    input: ChatInput,
    waitingForEmail: boolean,
  ): Promise<ChatReply> {
    const [active, current] = await Promise.all([activeModel(cache), settings.get()]);
    const decision = await decide(
      intents,
      classifyIntent(active.model, input.message, 3),
      current.threshold,
    );
    if (decision.kind === 'handover') {
      return handover.start(conversation, input, decision.confidence);
    }
    if (decision.kind === 'fallback') {
      if (waitingForEmail && !isQuestion(input.message)) {
        return {
          response: handoverTexts.notAnEmail,
          intent: HANDOVER_INTENT,
          confidence: decision.confidence,
          handover: 'awaiting_email',
        };
      }
      await unanswered.record({
        text: input.message,
        sessionId: conversation.sessionId,
        conversationId: conversation.id,
        confidence: decision.confidence,
        bestIntent: decision.bestIntent,
      });
      return {
        response: waitingForEmail ? handoverTexts.questionWhileWaiting : current.fallbackMessage,
        intent: FALLBACK_INTENT,
        confidence: decision.confidence,
        handover: waitingForEmail ? 'awaiting_email' : 'offered',
      };
    }
    // Each intent's answers take turns within a conversation, so a repeated question gets a fresh wording.
    const given = await conversations.answersGiven(conversation.id, decision.intent);
    return {
      response: await fill(decision.answers[given % decision.answers.length] ?? ''),
      intent: decision.intent,
      confidence: decision.confidence,
      handover: waitingForEmail ? 'awaiting_email' : null,
    };
  }

  return async function reply(input: ChatInput): Promise<ChatProcessMessageData> {
    // Checked first, so a visitor without a model still gets the spec's 503 and nothing is stored.
    await activeModel(cache);
    const conversation = await openConversation(conversations, {
      sessionId: input.sessionId,
      secret: input.sessionSecret,
      userId: input.auth?.userId ?? null,
    });
    const waitingForEmail = conversation.awaitingEmail && !conversation.handoverQueryId;
    const givenEmail = waitingForEmail ? findEmail(input.message) : null;

    let answer: ChatReply;
    if (waitingForEmail && !input.handover && isCancel(input.message)) {
      answer = await handover.cancel(conversation);
    } else if (givenEmail) {
      answer = await handover.finish(conversation, input, givenEmail);
    } else if (input.handover) {
      answer = await handover.start(conversation, input, 1);
    } else {
      answer = await classified(conversation, input, waitingForEmail);
    }

    answer.response = keepClearOfUnavailablePhrases(answer.response);
    const exchange: NewChatMessage[] = [
      { sender: 'user', text: input.message },
      {
        sender: 'bot',
        text: answer.response,
        intent: answer.intent,
        confidence: answer.confidence,
      },
    ];
    await conversations.addMessages(conversation.id, exchange);
    return { ...answer, sessionId: conversation.sessionId };
  };
}
