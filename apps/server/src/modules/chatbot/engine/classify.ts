import { extractFeatures } from './features.ts';
import type { IntentModel } from './model.ts';
import { scores, softmax, type LinearWeights } from './softmax-regression.ts';
import { vectorize, weightingFor, type Weighting } from './tfidf.ts';

export interface IntentPrediction {
  intent: string;
  /** Softmax probability of the intent, 0..1. */
  confidence: number;
}

interface CompiledModel {
  weighting: Weighting;
  linear: LinearWeights;
}

// Decoding the sparse JSON into a dense matrix takes longer than a classification, so each
// model object is decoded once. Keyed weakly: a replaced model is simply garbage-collected.
const compiled = new WeakMap<IntentModel, CompiledModel>();

function compile(model: IntentModel): CompiledModel {
  const cached = compiled.get(model);
  if (cached) return cached;
  if (model.version !== 1)
    throw new Error(`Unsupported intent model version ${String(model.version)}`);
  const classes = model.intents.length;
  const weights = new Float32Array(model.vocabulary.length * classes);
  for (const [k, row] of model.weights.entries()) {
    let f = 0;
    for (const [i, gap] of row.gaps.entries()) {
      f += gap;
      weights[f * classes + k] = (row.levels[i] ?? 0) * model.weightStep;
    }
  }
  const result: CompiledModel = {
    weighting: weightingFor(
      model.vocabulary,
      model.documentFrequency,
      model.documents,
      model.wordWeight,
    ),
    linear: { weights, bias: Float64Array.from(model.bias) },
  };
  compiled.set(model, result);
  return result;
}

/**
 * The topK most likely intents, most likely first. A text with no letters or digits has
 * nothing to classify and gives an empty list.
 */
export function classifyIntent(model: IntentModel, text: string, topK = 3): IntentPrediction[] {
  const { weighting, linear } = compile(model);
  const counts = extractFeatures(text, model.features);
  const limit = Math.min(Math.floor(topK), model.intents.length);
  if (counts.size === 0 || !(limit > 0)) return [];

  const p = new Float64Array(model.intents.length);
  scores(vectorize(counts, weighting), linear, model.intents.length, p);
  softmax(p);
  // Picking the best few directly is cheaper than sorting every intent for the usual topK
  // of 1–3; equal confidences keep the intents' order, so results stay deterministic.
  const taken = new Uint8Array(p.length);
  const top: IntentPrediction[] = [];
  for (let rank = 0; rank < limit; rank++) {
    let best = -1;
    for (let k = 0; k < p.length; k++) {
      if (taken[k] === 0 && (best < 0 || (p[k] as number) > (p[best] as number))) best = k;
    }
    taken[best] = 1;
    top.push({ intent: model.intents[best] ?? '', confidence: p[best] ?? 0 });
  }
  return top;
}
