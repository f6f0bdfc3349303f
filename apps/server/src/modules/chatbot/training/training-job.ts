import {
  crossValidateIntents,
  trainIntentModel,
  type IntentModel,
  type TrainingIntent,
} from '../engine/index.ts';

export interface TrainingJob {
  intents: TrainingIntent[];
}

export interface TrainingReport {
  model: IntentModel;
  intents: number;
  utterances: number;
  /** Time to train the model in use (the cross-validation is not counted). */
  trainingMs: number;
  /** Cross-validated accuracy; null when there is too little to hold anything out. */
  accuracy: number | null;
}

export const CROSS_VALIDATION_FOLDS = 5;

/** Trains the model to use, and measures how well utterances teach their intents. */
export function trainWithReport(
  intents: TrainingIntent[],
  options: { crossValidate?: boolean } = {},
): TrainingReport {
  const usable = intents.filter((intent) => intent.utterances.length > 0);
  const utterances = usable.reduce((sum, intent) => sum + intent.utterances.length, 0);
  const started = performance.now();
  const model = trainIntentModel(usable);
  const trainingMs = Math.round(performance.now() - started);
  const accuracy =
    options.crossValidate !== false &&
    usable.length >= 2 &&
    utterances >= CROSS_VALIDATION_FOLDS * 2
      ? crossValidateIntents(usable, CROSS_VALIDATION_FOLDS).accuracy
      : null;
  return { model, intents: usable.length, utterances, trainingMs, accuracy };
}
