import {
  FALLBACK_INTENT,
  HANDOVER_INTENT,
  type ChatProcessMessageData,
  type ChatReply,
} from '@streamfront/contract';
import { unavailable } from '../../../plugins/http-errors.ts';
import type { ChatInput } from './chat-input.ts';
import { openConversation } from './conversation-owner.ts';
import type { ChatConversationsRepository, OpenConversation } from './conversations.repository.ts';
import { findEmail, handoverTexts, isCancel, isQuestion, type Handover } from './handover.ts';
import { activeModel, classify, NO_TRAINING_DATA, type AnswerSources } from './intent-decision.ts';
import type { ChatModelCache } from '../training/model-cache.ts';
import type { PlaceholderFiller } from './placeholders.ts';
import { keepClearOfUnavailablePhrases } from './safe-reply.ts';
import type { ChatUnansweredRepository } from './unanswered.repository.ts';

export interface ConversationFlowDeps {
  cache: ChatModelCache;
  sources: AnswerSources;
  conversations: ChatConversationsRepository;
  unanswered: ChatUnansweredRepository;
  fill: PlaceholderFiller;
  handover: Handover;
}

type Classified = Awaited<ReturnType<typeof classify>>;

/**
 * `POST /api/chatbot/process-message`: classify, answer, hand over, and log the exchange. An
 * ordinary message costs two statements: opening the conversation (which also counts the
 * answers of the intent it got, so a repeated question gets the next wording) and storing the
 * exchange. Settings, intents and the values answers quote come from memory.
 */
export function createConversationFlow(deps: ConversationFlowDeps) {
  const { cache, sources, conversations, unanswered, fill, handover } = deps;

  /** A message the classifier decides; while an email is awaited, questions still get answers. */
  async function classified(
    conversation: OpenConversation,
    input: ChatInput,
    waitingForEmail: boolean,
    { decision, settings }: Classified,
  ): Promise<ChatReply> {
    if (decision.kind === 'unavailable') throw unavailable(NO_TRAINING_DATA);
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
        response: waitingForEmail ? handoverTexts.questionWhileWaiting : settings.fallbackMessage,
        intent: FALLBACK_INTENT,
        confidence: decision.confidence,
        handover: waitingForEmail ? 'awaiting_email' : 'offered',
      };
    }
    // Each intent's answers take turns within a conversation, so a repeated question gets a fresh wording.
    const given = conversation.answersGiven;
    return {
      response: await fill(decision.answers[given % decision.answers.length] ?? ''),
      intent: decision.intent,
      confidence: decision.confidence,
      handover: waitingForEmail ? 'awaiting_email' : null,
    };
  }

  return async function reply(input: ChatInput): Promise<ChatProcessMessageData> {
    // Checked first, so a visitor without a model still gets the spec's 503 and nothing is stored.
    const active = await activeModel(cache);
    // Decided before the conversation opens, so opening it also counts the intent's answers given.
    const decided = input.handover ? null : await classify(active, sources, input.message);
    const conversation = await openConversation(
      conversations,
      {
        sessionId: input.sessionId,
        secret: input.sessionSecret,
        userId: input.auth?.userId ?? null,
      },
      decided?.decision.kind === 'answer' ? decided.decision.intent : null,
    );
    const waitingForEmail = conversation.awaitingEmail && !conversation.handoverQueryId;
    const givenEmail = waitingForEmail ? findEmail(input.message) : null;

    let answer: ChatReply;
    if (waitingForEmail && !input.handover && isCancel(input.message)) {
      answer = await handover.cancel(conversation);
    } else if (givenEmail) {
      answer = await handover.finish(conversation, input, givenEmail);
    } else if (!decided) {
      // The quick reply "talk to a person": nothing to classify.
      answer = await handover.start(conversation, input, 1);
    } else {
      answer = await classified(conversation, input, waitingForEmail, decided);
    }

    answer.response = keepClearOfUnavailablePhrases(answer.response);
    await conversations.addExchange(conversation.id, input.message, {
      text: answer.response,
      intent: answer.intent,
      confidence: answer.confidence,
    });
    return { ...answer, sessionId: conversation.sessionId };
  };
}
