import { HANDOVER_INTENT } from '@streamfront/contract';
import { unavailable } from '../../../plugins/http-errors.ts';
import type { IntentPrediction } from '../engine/index.ts';
import type { ChatIntentsRepository } from '../training/intents.repository.ts';
import type { ChatModelCache } from '../training/model-cache.ts';

/** Spec §5: the widget shows "unavailable" for this message (and for the 503 itself). */
export const NO_TRAINING_DATA = 'No active training data';

export type Decision =
  | { kind: 'answer'; intent: string; confidence: number; answers: string[] }
  | { kind: 'fallback'; confidence: number; bestIntent: string | null }
  | { kind: 'handover'; confidence: number };

/** The model in use, or the spec's 503 when there is none worth answering with. */
export async function activeModel(cache: ChatModelCache) {
  const active = await cache.get();
  if (!active || active.model.intents.length === 0) throw unavailable(NO_TRAINING_DATA);
  return active;
}

/** The first enabled intent among the best guesses; disabled or deleted intents are never answered. */
export async function decide(
  intents: ChatIntentsRepository,
  predictions: IntentPrediction[],
  threshold: number,
): Promise<Decision> {
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
  if (chosen.intent === HANDOVER_INTENT) return { kind: 'handover', confidence: chosen.confidence };
  return {
    kind: 'answer',
    intent: chosen.intent,
    confidence: chosen.confidence,
    answers: rows.get(chosen.intent)!.answers,
  };
}
