import {
  FALLBACK_INTENT,
  HANDOVER_INTENT,
  type ChatReply,
  type ChatTryResult,
} from '@streamfront/contract';
import { classifyIntent } from '../engine/index.ts';
import { handoverTexts } from './handover.ts';
import { activeModel, decide } from './intent-decision.ts';
import type { ChatIntentsRepository } from '../training/intents.repository.ts';
import type { ChatModelCache } from '../training/model-cache.ts';
import type { PlaceholderFiller } from './placeholders.ts';
import { keepClearOfUnavailablePhrases } from './safe-reply.ts';
import type { ChatSettingsRepository } from './settings.repository.ts';

/** The admin's "try a sentence": the same decision as the chat, nothing logged, nothing handed over. */
export function createSentencePreview(deps: {
  cache: ChatModelCache;
  intents: ChatIntentsRepository;
  settings: ChatSettingsRepository;
  fill: PlaceholderFiller;
}) {
  const { cache, intents, settings, fill } = deps;
  return async function preview(text: string): Promise<ChatTryResult> {
    const active = await activeModel(cache);
    const { threshold, fallbackMessage } = await settings.get();
    const predictions = classifyIntent(active.model, text, 3);
    const decision = await decide(intents, predictions, threshold);
    let answer: ChatReply;
    if (decision.kind === 'answer') {
      answer = {
        response: await fill(decision.answers[0] ?? ''),
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
  };
}
