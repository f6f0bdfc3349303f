import { HANDOVER_INTENT, type ChatSettings } from '@streamfront/contract';
import { unavailable } from '../../../plugins/http-errors.ts';
import { classifyIntent, type IntentPrediction } from '../engine/index.ts';
import type { AnswerableIntents } from '../training/intents.repository.ts';
import type { ActiveModel, ChatModelCache } from '../training/model-cache.ts';

/** Spec §5: the widget shows "unavailable" for this message (and for the 503 itself). */
export const NO_TRAINING_DATA = 'No active training data';

export type Decision =
  | { kind: 'answer'; intent: string; confidence: number; answers: string[] }
  | { kind: 'fallback'; confidence: number; bestIntent: string | null }
  | { kind: 'handover'; confidence: number }
  /** No intent is enabled: nothing to answer with (the spec's 503). */
  | { kind: 'unavailable' };

/** The model in use, or the spec's 503 when there is none worth answering with. */
export async function activeModel(cache: ChatModelCache) {
  const active = await cache.get();
  if (!active || active.model.intents.length === 0) throw unavailable(NO_TRAINING_DATA);
  return active;
}

/** The first enabled intent among the best guesses; disabled or deleted intents are never answered. */
export function decide(
  intents: AnswerableIntents,
  predictions: IntentPrediction[],
  threshold: number,
): Decision {
  const chosen = predictions.find((p) => intents.byName.get(p.intent)?.enabled);
  if (!chosen) {
    if (!intents.anyEnabled) return { kind: 'unavailable' };
    return {
      kind: 'fallback',
      confidence: predictions[0]?.confidence ?? 0,
      bestIntent: predictions[0]?.intent ?? null,
    };
  }
  if (chosen.confidence < threshold)
    return { kind: 'fallback', confidence: chosen.confidence, bestIntent: chosen.intent };
  if (chosen.intent === HANDOVER_INTENT) return { kind: 'handover', confidence: chosen.confidence };
  return {
    kind: 'answer',
    intent: chosen.intent,
    confidence: chosen.confidence,
    answers: intents.byName.get(chosen.intent)!.answers,
  };
}

/** What answers are made of besides the model, kept in memory (chatbot.public-cache.ts). */
export interface AnswerSources {
  settings(): ChatSettings | Promise<ChatSettings>;
  intents(): AnswerableIntents | Promise<AnswerableIntents>;
}

/** The model's best guesses for `text`, what to do with them, and the settings that decided it. */
export async function classify(active: ActiveModel, sources: AnswerSources, text: string) {
  const [settings, intents] = await Promise.all([sources.settings(), sources.intents()]);
  const predictions = classifyIntent(active.model, text, 3);
  return { predictions, settings, decision: decide(intents, predictions, settings.threshold) };
}
