import { extractFeatures } from './features.ts';
import {
  DEFAULT_TRAIN_OPTIONS,
  type IntentModel,
  type SparseRow,
  type TrainingIntent,
  type TrainOptions,
} from './model.ts';
import { seededRandom } from './rng.ts';
import { fitSoftmax } from './softmax-regression.ts';
import { buildVocabulary, vectorize, weightingFor } from './tfidf.ts';

const round = (value: number, digits: number) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

/**
 * Adding the same amount to every class's weight of one feature moves all scores equally and
 * leaves the softmax unchanged. Training leaves most of a feature's weights at one shared
 * small negative value (the classes it does not belong to); shifting each row by its median
 * makes those exactly zero, which is what keeps the stored model sparse.
 */
function centerRows(weights: Float32Array, classes: number): void {
  const row = new Float32Array(classes);
  for (let start = 0; start < weights.length; start += classes) {
    row.set(weights.subarray(start, start + classes));
    row.sort();
    const median = row[Math.floor(classes / 2)] ?? 0;
    for (let k = start; k < start + classes; k++) weights[k] = (weights[k] as number) - median;
  }
}

/**
 * Trains a classifier over the intents that have at least one utterance. Intents that share
 * a name are merged. Throws when no intent has an utterance: there is nothing to learn.
 */
export function trainIntentModel(
  intents: TrainingIntent[],
  options: TrainOptions = {},
): IntentModel {
  // An option passed as undefined keeps its default (a plain spread would erase it).
  const given = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined));
  const o: typeof DEFAULT_TRAIN_OPTIONS & { epochs?: number } = {
    ...DEFAULT_TRAIN_OPTIONS,
    ...given,
  };
  const features = { charMin: o.charMin, charMax: o.charMax, wordBigrams: o.wordBigrams };

  const utterancesByIntent = new Map<string, string[]>();
  for (const intent of intents) {
    const texts = intent.utterances.filter((u) => u.trim() !== '');
    if (texts.length === 0) continue;
    utterancesByIntent.set(intent.name, [...(utterancesByIntent.get(intent.name) ?? []), ...texts]);
  }
  const names = [...utterancesByIntent.keys()];
  if (names.length === 0) throw new Error('Training needs at least one intent with an utterance');

  const documents: Map<string, number>[] = [];
  const labels: number[] = [];
  for (const [label, name] of names.entries()) {
    for (const text of utterancesByIntent.get(name) ?? []) {
      documents.push(extractFeatures(text, features));
      labels.push(label);
    }
  }

  const { vocabulary, documentFrequency } = buildVocabulary(documents, o.minCount);
  const weighting = weightingFor(vocabulary, documentFrequency, documents.length, o.wordWeight);
  const rows = documents.map((counts) => vectorize(counts, weighting));
  const epochs = o.epochs ?? Math.max(o.minEpochs, Math.ceil(o.minSteps / rows.length));
  const fitted = fitSoftmax(
    rows,
    labels,
    vocabulary.length,
    names.length,
    { epochs, learningRate: o.learningRate, l2: o.l2 },
    seededRandom(o.seed),
  );

  centerRows(fitted.weights, names.length);
  let largest = 0;
  for (const w of fitted.weights) largest = Math.max(largest, Math.abs(w));
  const weightStep = largest === 0 ? 1 : largest / o.weightLevels;
  const weights: SparseRow[] = names.map(() => ({ gaps: [], levels: [] }));
  for (const [k, row] of weights.entries()) {
    let previous = 0;
    for (let f = 0; f < vocabulary.length; f++) {
      const level = Math.round((fitted.weights[f * names.length + k] ?? 0) / weightStep);
      if (level === 0) continue;
      row.gaps.push(f - previous);
      row.levels.push(level);
      previous = f;
    }
  }

  return {
    version: 1,
    intents: names,
    features,
    wordWeight: o.wordWeight,
    documents: documents.length,
    vocabulary,
    documentFrequency,
    bias: [...fitted.bias].map((b) => round(b, 4)),
    weightStep,
    weights,
  };
}
