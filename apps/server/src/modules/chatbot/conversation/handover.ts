import { inTransaction } from '../../../db/transaction.ts';
import {
  FALLBACK_INTENT,
  HANDOVER_INTENT,
  type ChatHandoverState,
  type ChatReply,
  type TranscriptEntry,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ChatMessageRow } from '../../../db/schema/index.ts';
import { createQuery } from '../../queries/queries.repository.ts';
import { queueQueryCreated } from '../../queries/queries.service.ts';
import type { ChatInput } from './chat-input.ts';
import {
  createChatConversationsRepository,
  type ChatConversationsRepository,
  type OpenConversation,
} from './conversations.repository.ts';
import type { HandoverQuota } from './handover-quota.ts';

const WAY_OUT = 'or type "cancel" to keep chatting with me instead';

export const handoverTexts = {
  askEmail: `I'd be happy to put you in touch with a member of our team. What's your email address? Type it here and they'll reply to you there — ${WAY_OUT}.`,
  notAnEmail: `That doesn't look like an email address. Please type your email (for example name@example.com) so our team can reply — ${WAY_OUT}.`,
  /** A question the assistant cannot answer, asked while it waits for an email. */
  questionWhileWaiting: `I don't know the answer to that one, but our team does. Type your email address and they'll reply to you there — ${WAY_OUT}.`,
  cancelled:
    "No problem, I won't pass this on to the team. What else can I help you with? You can ask for a person again at any time.",
  created: (email: string) =>
    `Thanks! A member of our team will reply to ${email} as soon as possible. You can keep chatting with me in the meantime.`,
  tooMany:
    "We've received several requests from you in a short time. Please try again in a few minutes, or write to us through the [contact form](/contact).",
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

// Linear: each repeated group must start with spaces and then one of its words, so the
// engine never has two ways to match the same text (and chat messages are short).
const cancelWords =
  // eslint-disable-next-line security/detect-unsafe-regex
  /^(?:no,?\s*)?(?:cancel|stop|quit|exit|never\s*mind|nevermind|forget it|no thanks|no thank you|not now|abort)(?:\s+(?:it|that|please|the hand-?over))*[\s.!]*$/i;

/** "cancel", "never mind", "no thanks": the visitor no longer wants a person. */
export function isCancel(text: string): boolean {
  return cancelWords.test(text.trim());
}

const questionStart =
  /^(?:what|whats|what's|how|why|when|where|which|who|whom|whose|do|does|did|is|are|was|were|can|could|will|would|should|shall|may|might|have|has|am|any)\b/i;

/** A question by its mark or its first word, e.g. "do you sell gift cards". */
export function isQuestion(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.endsWith('?') || questionStart.test(trimmed);
}

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

/** Passing a conversation to the team: asking for an email, creating the query, notifying admins. */
export function createHandover(
  app: FastifyInstance,
  deps: { conversations: ChatConversationsRepository; quota: HandoverQuota },
) {
  const { conversations, quota } = deps;

  async function complete(
    conversation: OpenConversation,
    input: ChatInput,
    email: string,
  ): Promise<{ text: string; handover: ChatHandoverState | null }> {
    const name = input.name ?? input.auth?.name ?? 'Chat visitor';
    // Each hand-over lands in every admin's inbox: the same quota per address as a public form.
    if (!conversation.handoverQueryId && !(await quota.allow(input.ip))) {
      return { text: handoverTexts.tooMany, handover: null };
    }
    const outcome = await inTransaction(app.db, async (tx) => {
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
      await queueQueryCreated(app, tx, query);
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

  return {
    /** The email arrived: the query is created (once per conversation). */
    async finish(conversation: OpenConversation, input: ChatInput, email: string) {
      const done = await complete(conversation, input, email);
      return reply(done.text, 1, done.handover);
    },

    /** A hand-over asked for: done at once when we know where to reply, otherwise ask for an email. */
    async start(
      conversation: OpenConversation,
      input: ChatInput,
      confidence: number,
    ): Promise<ChatReply> {
      if (conversation.handoverQueryId) {
        return reply(
          handoverTexts.alreadyCreated(conversation.handoverEmail ?? ''),
          confidence,
          'created',
        );
      }
      const email = input.email ?? input.auth?.email;
      if (email) {
        const done = await complete(conversation, input, email);
        return reply(done.text, confidence, done.handover);
      }
      await conversations.setAwaitingEmail(conversation.id, true);
      return reply(handoverTexts.askEmail, confidence, 'awaiting_email');
    },

    /** The visitor changed their mind while asked for an email. */
    async cancel(conversation: OpenConversation): Promise<ChatReply> {
      await conversations.setAwaitingEmail(conversation.id, false);
      return reply(handoverTexts.cancelled, 1, null);
    },
  };
}

function reply(
  response: string,
  confidence: number,
  handover: ChatHandoverState | null,
): ChatReply {
  return { response, intent: HANDOVER_INTENT, confidence, handover };
}

export type Handover = ReturnType<typeof createHandover>;
