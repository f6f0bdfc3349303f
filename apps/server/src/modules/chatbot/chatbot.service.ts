import {
  FALLBACK_INTENT,
  HANDOVER_INTENT,
  type ChatHandoverState,
  type ChatReply,
  type ChatTrainingResult,
  type ChatTryResult,
  type TranscriptEntry,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { ChatConversationRow, ChatMessageRow } from '../../db/schema/index.ts';
import type { AuthContext } from '../../plugins/auth/index.ts';
import { conflict, unavailable, unprocessable } from '../../plugins/http-errors.ts';
import { createQuery } from '../queries/queries.repository.ts';
import {
  createChatConversationsRepository,
  type NewChatMessage,
} from './conversations.repository.ts';
import { classifyIntent, type IntentPrediction } from './engine/index.ts';
import { createChatIntentsRepository } from './intents.repository.ts';
import { ChatModelCache } from './model-cache.ts';
import { createChatModelsRepository } from './models.repository.ts';
import { keepClearOfUnavailablePhrases } from './safe-reply.ts';
import { createPlaceholderFiller } from './placeholders.ts';
import { createChatSettingsRepository } from './settings.repository.ts';
import { trainInWorker } from './training.ts';
import { HandoverQuota } from './handover-quota.ts';
import { createChatUnansweredRepository } from './unanswered.repository.ts';

/** Spec §5: the widget shows "unavailable" for this message (and for the 503 itself). */
export const NO_TRAINING_DATA = 'No active training data';
export const MODEL_UPDATED_EVENT = 'chatbot:model-updated';

export const handoverTexts = {
  askEmail:
    "I'd be happy to put you in touch with a member of our team. What's your email address? Type it here and they'll reply to you there.",
  notAnEmail:
    "That doesn't look like an email address. Please type your email (for example name@example.com) so our team can reply — or ask me something else.",
  created: (email: string) =>
    `Thanks! A member of our team will reply to ${email} as soon as possible. You can keep chatting with me in the meantime.`,
  tooMany:
    "We've received several requests from you in a short time. Please try again in a few minutes, or write to us through /contact.",
  alreadyCreated: (email: string) =>
    `Our team already has your conversation and will reply to ${email} as soon as possible. Anything else I can help with meanwhile?`,
};

const HANDOVER_SUBJECT = 'Chat hand-over';
const TRANSCRIPT_MAX_ENTRIES = 200;
const TRANSCRIPT_MAX_TEXT = 2000;

const emailSchema = z.email();
const emailLike = /[^\s@<>()[\],;:"']+@[^\s@<>()[\],;:"']+\.[^\s@<>()[\],;:"'.]+/g;

/** The one email address in a message such as "sure, it's bob@example.com". */
export function findEmail(text: string): string | null {
  const found = [...text.matchAll(emailLike)]
    .map((m) => m[0].toLowerCase())
    .filter((e) => emailSchema.safeParse(e).success);
  return found.length === 1 ? found[0]! : null;
}

export interface ChatInput {
  message: string;
  sessionId: string;
  /** The caller's address, for the hand-over quota. */
  ip: string;
  auth: AuthContext | null;
  handover?: boolean | undefined;
  email?: string | undefined;
  name?: string | undefined;
}

type Decision =
  | { kind: 'answer'; intent: string; confidence: number; answers: string[] }
  | { kind: 'fallback'; confidence: number; bestIntent: string | null }
  | { kind: 'handover'; confidence: number };

/**
 * What the team should read first: the visitor's last question the assistant could not
 * answer, else their last question it did answer (hand-over exchanges left out).
 */
function lastQuestion(
  messages: Pick<ChatMessageRow, 'sender' | 'text' | 'intent'>[],
): string | null {
  let unanswered: string | null = null;
  let answered: string | null = null;
  for (const [i, message] of messages.entries()) {
    const reply = messages[i + 1];
    if (message.sender !== 'user' || reply?.sender !== 'bot') continue;
    if (reply.intent === FALLBACK_INTENT) unanswered = message.text;
    else if (reply.intent !== HANDOVER_INTENT) answered = message.text;
  }
  return unanswered ?? answered;
}

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

export interface ChatbotOptions {
  supportEmail: string;
  /** Shares the hand-over quota between instances. */
  redis?: Redis | undefined;
  modelCheckEveryMs?: number;
}

export function createChatbotService(app: FastifyInstance, options: ChatbotOptions) {
  const db = app.db;
  const intents = createChatIntentsRepository(db);
  const models = createChatModelsRepository(db);
  const conversations = createChatConversationsRepository(db);
  const unanswered = createChatUnansweredRepository(db);
  const settings = createChatSettingsRepository(db);
  const fill = createPlaceholderFiller(db, { supportEmail: options.supportEmail });
  const cache = new ChatModelCache(models, { checkEveryMs: options.modelCheckEveryMs });
  const handoverQuota = new HandoverQuota(options.redis);
  let training: Promise<ChatTrainingResult> | undefined;

  async function activeModel() {
    const active = await cache.get();
    if (!active || active.model.intents.length === 0) throw unavailable(NO_TRAINING_DATA);
    return active;
  }

  /** The first enabled intent among the best guesses; disabled or deleted intents are never answered. */
  async function decide(predictions: IntentPrediction[], threshold: number): Promise<Decision> {
    const rows = new Map(
      (await intents.findByNames(predictions.map((p) => p.intent))).map((row) => [row.name, row]),
    );
    const chosen = predictions.find((p) => rows.get(p.intent)?.enabled);
    if (!chosen) {
      if (!(await intents.hasEnabled())) throw unavailable(NO_TRAINING_DATA);
      return {
        kind: 'fallback',
        confidence: predictions[0]?.confidence ?? 0,
        bestIntent: predictions[0]?.intent ?? null,
      };
    }
    if (chosen.confidence < threshold)
      return { kind: 'fallback', confidence: chosen.confidence, bestIntent: chosen.intent };
    if (chosen.intent === HANDOVER_INTENT)
      return { kind: 'handover', confidence: chosen.confidence };
    return {
      kind: 'answer',
      intent: chosen.intent,
      confidence: chosen.confidence,
      answers: rows.get(chosen.intent)!.answers,
    };
  }

  async function completeHandover(
    conversation: ChatConversationRow,
    input: ChatInput,
    email: string,
  ): Promise<{ text: string; handover: ChatHandoverState | null }> {
    const name = input.name ?? input.auth?.name ?? 'Chat visitor';
    // Each hand-over lands in every admin's inbox: the same quota per address as a public form.
    if (!conversation.handoverQueryId && !(await handoverQuota.allow(input.ip))) {
      return { text: handoverTexts.tooMany, handover: null };
    }
    const outcome = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const txConversations = createChatConversationsRepository(tx);
      // Locked so two quick messages cannot create two queries for one conversation.
      const current = await txConversations.lockById(conversation.id);
      if (current?.handoverQueryId)
        return { existing: current.handoverEmail ?? email, question: null };
      const history = await txConversations.messages(conversation.id);
      const now = new Date().toISOString();
      const transcript: TranscriptEntry[] = [
        ...history.map((m) => ({
          sender: m.sender,
          text: clip(m.text, TRANSCRIPT_MAX_TEXT),
          at: m.createdAt.toISOString(),
        })),
        { sender: 'user' as const, text: clip(input.message, TRANSCRIPT_MAX_TEXT), at: now },
      ].slice(-TRANSCRIPT_MAX_ENTRIES);
      const question = lastQuestion(history);
      const query = await createQuery(tx, {
        name,
        email,
        userId: input.auth?.userId ?? null,
        subject: HANDOVER_SUBJECT,
        message: question ?? 'Asked to talk to a person from the chat assistant.',
        transcript,
        source: 'chat',
      });
      await txConversations.markHandedOver(conversation.id, email, query.id);
      return { existing: null, question };
    });
    if (outcome.existing !== null)
      return { text: handoverTexts.alreadyCreated(outcome.existing), handover: 'created' };

    // After the commit: the query is stored even if a notification cannot be.
    await app.notify.adminsAfterSave({
      type: 'query',
      title: HANDOVER_SUBJECT,
      message: `${name} (${email}) asked to talk to a person${outcome.question ? `: "${clip(outcome.question, 160)}"` : '.'}`,
      link: '/admin/queries',
    });
    return { text: handoverTexts.created(email), handover: 'created' };
  }

  /** A hand-over asked for: done at once when we know where to reply, otherwise ask for an email. */
  async function startHandover(
    conversation: ChatConversationRow,
    input: ChatInput,
    confidence: number,
  ): Promise<ChatReply> {
    if (conversation.handoverQueryId) {
      return {
        response: handoverTexts.alreadyCreated(conversation.handoverEmail ?? ''),
        intent: HANDOVER_INTENT,
        confidence,
        handover: 'created',
      };
    }
    const email = input.email ?? input.auth?.email;
    if (email) {
      const done = await completeHandover(conversation, input, email);
      return { response: done.text, intent: HANDOVER_INTENT, confidence, handover: done.handover };
    }
    await conversations.setAwaitingEmail(conversation.id, true);
    return {
      response: handoverTexts.askEmail,
      intent: HANDOVER_INTENT,
      confidence,
      handover: 'awaiting_email',
    };
  }

  async function answerText(answers: string[], index: number): Promise<string> {
    const answer = answers[index % answers.length] ?? '';
    return fill(answer);
  }

  return {
    cache,

    /** `POST /api/chatbot/process-message`: classify, answer, hand over, and log the exchange. */
    async reply(input: ChatInput): Promise<ChatReply> {
      const active = await activeModel();
      const [conversation, current] = await Promise.all([
        conversations.touch(input.sessionId, input.auth?.userId ?? null),
        settings.get(),
      ]);
      const waitingForEmail = conversation.awaitingEmail && !conversation.handoverQueryId;
      const givenEmail = waitingForEmail ? findEmail(input.message) : null;

      let reply: ChatReply;
      if (givenEmail) {
        const done = await completeHandover(conversation, input, givenEmail);
        reply = {
          response: done.text,
          intent: HANDOVER_INTENT,
          confidence: 1,
          handover: done.handover,
        };
      } else if (input.handover) {
        reply = await startHandover(conversation, input, 1);
      } else {
        const decision = await decide(
          classifyIntent(active.model, input.message, 3),
          current.threshold,
        );
        if (decision.kind === 'handover') {
          reply = await startHandover(conversation, input, decision.confidence);
        } else if (decision.kind === 'fallback' && waitingForEmail) {
          reply = {
            response: handoverTexts.notAnEmail,
            intent: HANDOVER_INTENT,
            confidence: decision.confidence,
            handover: 'awaiting_email',
          };
        } else if (decision.kind === 'fallback') {
          await unanswered.record({
            text: input.message,
            sessionId: input.sessionId,
            conversationId: conversation.id,
            confidence: decision.confidence,
            bestIntent: decision.bestIntent,
          });
          reply = {
            response: current.fallbackMessage,
            intent: FALLBACK_INTENT,
            confidence: decision.confidence,
            handover: 'offered',
          };
        } else {
          // Each intent's answers take turns within a conversation, so a repeated question gets a fresh wording.
          const given = await conversations.answersGiven(conversation.id, decision.intent);
          reply = {
            response: await answerText(decision.answers, given),
            intent: decision.intent,
            confidence: decision.confidence,
            handover: waitingForEmail ? 'awaiting_email' : null,
          };
        }
      }

      reply.response = keepClearOfUnavailablePhrases(reply.response);
      const exchange: NewChatMessage[] = [
        { sender: 'user', text: input.message },
        { sender: 'bot', text: reply.response, intent: reply.intent, confidence: reply.confidence },
      ];
      await conversations.addMessages(conversation.id, exchange);
      return reply;
    },

    /** The admin's "try a sentence": the same decision, nothing logged, nothing handed over. */
    async preview(text: string): Promise<ChatTryResult> {
      const active = await activeModel();
      const { threshold, fallbackMessage } = await settings.get();
      const predictions = classifyIntent(active.model, text, 3);
      const decision = await decide(predictions, threshold);
      let answer: ChatReply;
      if (decision.kind === 'answer') {
        answer = {
          response: await answerText(decision.answers, 0),
          intent: decision.intent,
          confidence: decision.confidence,
          handover: null,
        };
      } else if (decision.kind === 'handover') {
        answer = {
          response: handoverTexts.askEmail,
          intent: HANDOVER_INTENT,
          confidence: decision.confidence,
          handover: 'awaiting_email',
        };
      } else {
        answer = {
          response: fallbackMessage,
          intent: FALLBACK_INTENT,
          confidence: decision.confidence,
          handover: 'offered',
        };
      }
      answer.response = keepClearOfUnavailablePhrases(answer.response);
      return { predictions, answer, threshold, version: active.version };
    },

    /**
     * Trains on the enabled intents, stores the model as the new version and tells every
     * instance to load it. One training at a time per instance.
     */
    async train(trainedBy: string | null): Promise<ChatTrainingResult> {
      if (training) throw conflict('Training is already running. Please wait for it to finish.');
      training = (async () => {
        const set = await intents.trainingSet();
        if (set.length === 0) {
          throw unprocessable(
            { intents: ['Enable at least one intent with example sentences before training'] },
            'Nothing to train on',
          );
        }
        const report = await trainInWorker(set);
        const saved = await models.insert({
          model: report.model,
          intentsCount: report.intents,
          utterancesCount: report.utterances,
          accuracy: report.accuracy,
          trainingMs: report.trainingMs,
          trainedBy,
        });
        cache.set({ version: saved.version, model: report.model });
        await app.events.publish(MODEL_UPDATED_EVENT, { version: saved.version });
        return saved;
      })();
      try {
        return await training;
      } finally {
        training = undefined;
      }
    },
  };
}

export type ChatbotService = ReturnType<typeof createChatbotService>;

declare module 'fastify' {
  interface FastifyInstance {
    chatbot: ChatbotService;
  }
}

/**
 * One chatbot service per instance, shared by the public and admin routes, so both see the
 * same cached model. Retrains announced on the event bus (from any instance) reload it.
 */
export const chatbotPlugin = fp(
  async (app: FastifyInstance, options: ChatbotOptions) => {
    const service = createChatbotService(app, options);
    app.decorate('chatbot', service);
    const unsubscribe = await app.events.subscribe<{ version?: number }>(
      MODEL_UPDATED_EVENT,
      async (_payload, meta) => {
        if (!meta.fromSelf) await service.cache.refresh();
      },
    );
    app.addHook('onClose', async () => {
      await unsubscribe();
    });
  },
  { name: 'chatbot', dependencies: ['database', 'realtime', 'notify'] },
);
