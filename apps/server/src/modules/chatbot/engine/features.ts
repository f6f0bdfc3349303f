import { stem, tokenize } from './normalize.ts';

export interface FeatureOptions {
  /** Shortest and longest character n-gram taken inside each word (word edges marked by _). */
  charMin: number;
  charMax: number;
  /** Also use pairs of neighbouring words ("cancel my" ≠ "my cancel"). */
  wordBigrams: boolean;
}

// Keys are short because the whole vocabulary is stored in the model:
//   "=refund"  a word (stemmed)
//   "my plan"  two neighbouring words (stemmed); always holds one inner space
//   "_ref"     a character n-gram of one word, "_" marking its edges
export function isWordFeature(key: string): boolean {
  return key.startsWith('=') || key.includes(' ');
}

/** Counts of every feature of a text; empty for a text with no letters or digits. */
export function extractFeatures(text: string, options: FeatureOptions): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  const tokens = tokenize(text);
  const stems = tokens.map(stem);

  for (const [i, s] of stems.entries()) {
    add(`=${s}`);
    const next = stems[i + 1];
    if (options.wordBigrams && next !== undefined) add(`${s} ${next}`);
  }
  for (const token of tokens) {
    const padded = `_${token}_`;
    for (let n = options.charMin; n <= options.charMax; n++) {
      for (let start = 0; start + n <= padded.length; start++) add(padded.slice(start, start + n));
    }
  }
  return counts;
}
