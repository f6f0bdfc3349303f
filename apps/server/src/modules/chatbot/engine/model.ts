import type { FeatureOptions } from './features.ts';

export interface TrainingIntent {
  name: string;
  utterances: string[];
}

/**
 * A trained classifier as plain JSON: it is stored in a jsonb column and loaded by every
 * server instance, so it holds no typed arrays, Maps or class instances.
 */
export interface IntentModel {
  version: 1;
  intents: string[];
  features: FeatureOptions;
  /** Share of each vector's length given to word features (the rest: character n-grams). */
  wordWeight: number;
  /** Training utterances, and in how many of them each vocabulary entry occurs (for idf). */
  documents: number;
  vocabulary: string[];
  documentFrequency: number[];
  bias: number[];
  /**
   * Weights are stored as small integers (levels) times weightStep, one sparse list per
   * intent. 7-bit levels cost no measurable accuracy and round the many near-zero weights
   * to exactly zero, so only a small share of the dense matrix is written out.
   */
  weightStep: number;
  weights: SparseRow[];
}

export interface SparseRow {
  /** Vocabulary positions as gaps from the previous one: small numbers, short JSON. */
  gaps: number[];
  levels: number[];
}

export interface TrainOptions {
  /** Seed of the shuffling generator; the same seed and data give the same model. */
  seed?: number;
  /**
   * Passes over the data. By default at least `minEpochs`, and more for small sets so that
   * there are at least `minSteps` updates: 600 utterances get ~30 passes, 15,000 get 6
   * (more passes moved CLINC150's accuracy by less than 0.1 point).
   */
  epochs?: number;
  minEpochs?: number;
  minSteps?: number;
  learningRate?: number;
  l2?: number;
  charMin?: number;
  charMax?: number;
  wordBigrams?: boolean;
  wordWeight?: number;
  /** A feature is kept when it occurs in at least this many training utterances. */
  minCount?: number;
  /** Stored weights are integers in ±weightLevels × weightStep; fewer levels, smaller model. */
  weightLevels?: number;
}

// Chosen by a small sweep on CLINC150 and on the seed set's cross-validation; the figures
// are in docs/decisions/004-chat-intent-engine.md. Re-run bench/chatbot-clinc150.ts after
// changing any of them.
export const DEFAULT_TRAIN_OPTIONS: Required<Omit<TrainOptions, 'epochs'>> = {
  seed: 1,
  minEpochs: 6,
  minSteps: 20_000,
  learningRate: 3,
  l2: 1e-5,
  charMin: 2,
  charMax: 4,
  wordBigrams: true,
  wordWeight: 0.5,
  minCount: 1,
  weightLevels: 63,
};
