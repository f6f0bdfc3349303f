import {
  FALLBACK_INTENT,
  HANDOVER_INTENT,
  type ChatReply,
  type ChatTryResult,
} from '@streamfront/contract';
import { unavailable } from '../../../plugins/http-errors.ts';
import { handoverTexts } from './handover.ts';
import { activeModel, classify, NO_TRAINING_DATA, type AnswerSources } from './intent-decision.ts';
import type { ChatModelCache } from '../training/model-cache.ts';
import type { PlaceholderFiller } from './placeholders.ts';
import { keepClearOfUnavailablePhrases } from './safe-reply.ts';

/** The admin's "try a sentence": the same decision as the chat, nothing logged, nothing handed over. */
export function createSentencePreview(deps: {
  cache: ChatModelCache;
  sources: AnswerSources;
  fill: PlaceholderFiller;
}) {
  const { cache, sources, fill } = deps;
  return async function preview(text: string): Promise<ChatTryResult> {
    const active = await activeModel(cache);
    const { predictions, settings, decision } = await classify(active, sources, text);
    if (decision.kind === 'unavailable') throw unavailable(NO_TRAINING_DATA);
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
        response: settings.fallbackMessage,
        intent: FALLBACK_INTENT,
        confidence: decision.confidence,
        handover: 'offered',
      };
    }
    answer.response = keepClearOfUnavailablePhrases(answer.response);
    return { predictions, answer, threshold: settings.threshold, version: active.version };
  };
}
