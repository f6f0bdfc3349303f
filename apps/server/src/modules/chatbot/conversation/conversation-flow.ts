import {
  FALLBACK_INTENT,
  HANDOVER_INTENT,
  type ChatProcessMessageData,
  type ChatReply,
} from '@streamfront/contract';
import { unavailable } from '../../../plugins/http-errors.ts';
import type { ChatInput } from './chat-input.ts';
import { openConversation } from './conversation-owner.ts';
import type {
  ChatConversationsRepository,
  OpenConversation,
  PlannedExchange,
} from './conversations.repository.ts';
import { findEmail, handoverTexts, isCancel, isQuestion, type Handover } from './handover.ts';
import { activeModel, classify, NO_TRAINING_DATA, type AnswerSources } from './intent-decision.ts';
import type { ChatModelCache } from '../training/model-cache.ts';
import type { PlaceholderFiller } from './placeholders.ts';
import { keepClearOfUnavailablePhrases } from './safe-reply.ts';
import { normalizeQuestion, type ChatUnansweredRepository } from './unanswered.repository.ts';

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
 * ordinary message (an answer, or a question kept for the admins) costs one statement, which
 * opens the conversation, counts the answers of the intent it got (a repeated question gets
 * the next wording) and stores the exchange; a message the hand-over decides costs the
 * opening and the storing apart (decision 048). Settings, intents and the values answers
 * quote come from memory, but for a signed-in customer's own subscriptions
 * (`{{my_subscription}}`), read by one more statement in the answers that quote them.
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
      response: await fill(decision.answers[given % decision.answers.length] ?? '', {
        userId: input.auth?.userId,
      }),
      intent: decision.intent,
      confidence: decision.confidence,
      handover: waitingForEmail ? 'awaiting_email' : null,
    };
  }

  /**
   * The reply to an ordinary message (an answer, or a question the assistant cannot answer)
   * before the conversation is opened: it depends only on how many answers of the intent the
   * conversation already got, so every wording is filled, and the statement that opens the
   * conversation stores the one that count picks. Null for what the hand-over decides.
   */
  async function plan(
    input: ChatInput,
    { decision, settings }: Classified,
  ): Promise<(PlannedExchange & { handover: ChatReply['handover'] }) | null> {
    if (decision.kind === 'answer') {
      const now = new Date();
      const wordings = decision.answers.length > 0 ? decision.answers : [''];
      const replies = await Promise.all(
        wordings.map(async (wording) =>
          keepClearOfUnavailablePhrases(await fill(wording, { now, userId: input.auth?.userId })),
        ),
      );
      return {
        question: input.message,
        countIntent: decision.intent,
        replies,
        intent: decision.intent,
        confidence: decision.confidence,
        handover: null,
      };
    }
    if (decision.kind === 'fallback') {
      return {
        question: input.message,
        countIntent: null,
        replies: [keepClearOfUnavailablePhrases(settings.fallbackMessage)],
        intent: FALLBACK_INTENT,
        confidence: decision.confidence,
        unanswered: {
          normalizedText: normalizeQuestion(input.message),
          bestIntent: decision.bestIntent,
        },
        handover: 'offered',
      };
    }
    return null;
  }

  return async function reply(input: ChatInput): Promise<ChatProcessMessageData> {
    // Checked first, so a visitor without a model still gets the spec's 503 and nothing is stored.
    const active = await activeModel(cache);
    // Decided before the conversation opens, so opening it also counts the intent's answers given.
    const decided = input.handover ? null : await classify(active, sources, input.message);
    // The conversation opened below is this user's (conversation-owner.ts), so answers that
    // speak of "your subscription" are filled for them before it opens.
    const owner = {
      sessionId: input.sessionId,
      secret: input.sessionSecret,
      userId: input.auth?.userId ?? null,
    };
    const planned = decided && (await plan(input, decided));

    let conversation: OpenConversation;
    if (planned) {
      const opened = await openConversation(owner, (caller) =>
        conversations.openWithExchange(caller, planned),
      );
      if (opened.stored) {
        return {
          response: planned.replies[opened.answersGiven % planned.replies.length]!,
          intent: planned.intent,
          confidence: planned.confidence,
          handover: planned.handover,
          sessionId: opened.sessionId,
        };
      }
      // Waiting for an email: nothing was stored, and the hand-over decides the reply.
      conversation = opened;
    } else {
      conversation = await openConversation(owner, (caller) => conversations.open(caller));
    }
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
