import { isWordFeature } from './features.ts';

export interface SparseVector {
  indices: number[];
  values: number[];
}

export interface Weighting {
  index: ReadonlyMap<string, number>;
  idf: ArrayLike<number>;
  /** The idf a feature never seen in training would have had (it occurred in no document). */
  unknownIdf: number;
  /** Share of the vector's length given to word features; the rest goes to character n-grams. */
  wordWeight: number;
}

/** Features seen in at least minCount documents, sorted, with their document frequencies. */
export function buildVocabulary(
  documents: readonly Map<string, number>[],
  minCount: number,
): { vocabulary: string[]; documentFrequency: number[] } {
  const frequency = new Map<string, number>();
  for (const doc of documents) {
    for (const key of doc.keys()) frequency.set(key, (frequency.get(key) ?? 0) + 1);
  }
  // Sorted so that the model does not depend on the order of the training data.
  const vocabulary = [...frequency]
    .filter(([, df]) => df >= minCount)
    .map(([key]) => key)
    .sort();
  return { vocabulary, documentFrequency: vocabulary.map((key) => frequency.get(key) ?? 0) };
}

/**
 * The model stores document frequencies (small integers) rather than idf values (long
 * decimals): a third of the size, and training and classification derive idf the same way.
 */
export function weightingFor(
  vocabulary: readonly string[],
  documentFrequency: readonly number[],
  documents: number,
  wordWeight: number,
): Weighting {
  const idfOf = (df: number) => Math.log((1 + documents) / (1 + df)) + 1;
  return {
    index: new Map(vocabulary.map((key, i) => [key, i])),
    idf: Float64Array.from(documentFrequency, idfOf),
    unknownIdf: idfOf(0),
    wordWeight,
  };
}

/**
 * Sublinear tf × idf, word and character groups each scaled to their share of a unit vector.
 *
 * Features the model has never seen are dropped from the vector but still count in its
 * length. A sentence made mostly of unknown words therefore yields a short vector, small
 * scores and a flat softmax — a low confidence, which is exactly what an out-of-scope
 * question should get. Without this, "what is the capital of peru" is normalised until its
 * one known n-gram looks as certain as a full training sentence.
 */
export function vectorize(counts: ReadonlyMap<string, number>, weighting: Weighting): SparseVector {
  const groups = {
    word: { indices: [] as number[], values: [] as number[], norm: 0 },
    char: { indices: [] as number[], values: [] as number[], norm: 0 },
  };
  for (const [key, count] of counts) {
    const group = isWordFeature(key) ? groups.word : groups.char;
    const position = weighting.index.get(key);
    const idf = position === undefined ? weighting.unknownIdf : (weighting.idf[position] ?? 0);
    const value = (1 + Math.log(count)) * idf;
    group.norm += value * value;
    if (position === undefined) continue;
    group.indices.push(position);
    group.values.push(value);
  }
  const indices: number[] = [];
  const values: number[] = [];
  const share = {
    word: Math.sqrt(weighting.wordWeight),
    char: Math.sqrt(1 - weighting.wordWeight),
  };
  for (const name of ['word', 'char'] as const) {
    const group = groups[name];
    if (group.norm === 0) continue;
    const scale = share[name] / Math.sqrt(group.norm);
    for (const [i, position] of group.indices.entries()) {
      indices.push(position);
      values.push((group.values[i] ?? 0) * scale);
    }
  }
  return { indices, values };
}
