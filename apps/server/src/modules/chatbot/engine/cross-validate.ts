import { classifyIntent } from './classify.ts';
import type { TrainingIntent, TrainOptions } from './model.ts';
import { seededRandom, shuffle } from './rng.ts';
import { trainIntentModel } from './train.ts';

/**
 * Stratified k-fold accuracy (top-1, no threshold): every intent's utterances are spread
 * evenly over the folds, so each fold is tested on a model that saw the other folds of
 * every intent. It tells an admin whether the utterances teach what they are meant to.
 */
export function crossValidateIntents(
  intents: TrainingIntent[],
  folds = 5,
  options: TrainOptions = {},
): { accuracy: number; folds: number } {
  const k = Math.max(2, Math.floor(folds));
  const random = seededRandom(options.seed ?? 1);
  const assigned = intents.map((intent) =>
    shuffle(
      intent.utterances.filter((u) => u.trim() !== ''),
      random,
    ).map((text, i) => ({ text, fold: i % k })),
  );

  let correct = 0;
  let total = 0;
  for (let fold = 0; fold < k; fold++) {
    const training = intents.map((intent, i) => ({
      name: intent.name,
      utterances: (assigned[i] ?? []).filter((u) => u.fold !== fold).map((u) => u.text),
    }));
    if (!training.some((intent) => intent.utterances.length > 0)) continue;
    const model = trainIntentModel(training, options);
    for (const [i, intent] of intents.entries()) {
      for (const u of assigned[i] ?? []) {
        if (u.fold !== fold) continue;
        total++;
        if (classifyIntent(model, u.text, 1)[0]?.intent === intent.name) correct++;
      }
    }
  }
  return { accuracy: total === 0 ? 0 : correct / total, folds: k };
}
