import { describe, expect, it } from 'vitest';
import { classifyIntent } from './classify.ts';
import type { TrainingIntent } from './model.ts';
import { trainIntentModel } from './train.ts';

const intents: TrainingIntent[] = [
  {
    name: 'pricing',
    utterances: [
      'how much does it cost',
      'what is the price',
      'how much is the monthly plan',
      'price list',
      'how expensive is it',
      'what are your prices',
    ],
  },
  {
    name: 'refund',
    utterances: [
      'i want a refund',
      'give me my money back',
      'refund my payment',
      'can i get my money back',
      'how do refunds work',
      'i was charged twice, refund please',
    ],
  },
  {
    name: 'setup_tv',
    utterances: [
      'how do i install the app on my smart tv',
      'setup on samsung tv',
      'install on lg television',
      'smart tv setup guide',
      'how to watch on my tv',
      'app for my television',
    ],
  },
  {
    name: 'greeting',
    utterances: ['hello', 'hi there', 'good morning', 'hey', 'hi, how are you', 'good evening'],
  },
];

// None of these sentences is in the training set.
const paraphrases: [string, string][] = [
  ['what does the plan cost per month?', 'pricing'],
  ['Please refund my money', 'refund'],
  ['install it on my Samsung smart TV', 'setup_tv'],
  ['hello, good morning!', 'greeting'],
  ['prices?', 'pricing'],
  ['I got charged two times and want my money back', 'refund'],
];

const model = trainIntentModel(intents);

describe('trainIntentModel + classifyIntent', () => {
  it.each(paraphrases)('classifies the unseen paraphrase %j as %s', (text, expected) => {
    expect(classifyIntent(model, text)[0]?.intent).toBe(expected);
  });

  it('returns at most topK intents, most confident first, each confidence within 0..1', () => {
    const top = classifyIntent(model, 'how much is a refund for the tv app');
    expect(top).toHaveLength(3);
    for (const [i, p] of top.entries()) {
      expect(p.confidence).toBeGreaterThanOrEqual(0);
      expect(p.confidence).toBeLessThanOrEqual(1);
      if (i > 0) expect(p.confidence).toBeLessThanOrEqual(top[i - 1]?.confidence ?? 1);
    }
    expect(classifyIntent(model, 'price', 1)).toHaveLength(1);
    expect(classifyIntent(model, 'price', 0)).toEqual([]);
  });

  it('gives a probability distribution over every intent', () => {
    const all = classifyIntent(model, 'price of the smart tv package', 99);
    expect(all.map((p) => p.intent).sort()).toEqual(['greeting', 'pricing', 'refund', 'setup_tv']);
    expect(all.reduce((sum, p) => sum + p.confidence, 0)).toBeCloseTo(1, 6);
  });

  it('is less confident about a question it was not trained for than about a paraphrase', () => {
    const inScope = Math.min(
      ...paraphrases.map(([text]) => classifyIntent(model, text)[0]?.confidence ?? 0),
    );
    for (const text of [
      'what is the weather in paris tomorrow',
      'zxqv blorf',
      'set an alarm for 7am',
    ]) {
      expect(classifyIntent(model, text)[0]?.confidence ?? 0).toBeLessThan(inScope);
    }
  });

  it('answers an empty or blank text with no intents instead of throwing', () => {
    expect(classifyIntent(model, '')).toEqual([]);
    expect(classifyIntent(model, '   \n\t')).toEqual([]);
    expect(classifyIntent(model, '?!...')).toEqual([]);
  });

  it('is deterministic: the same intents and seed give the same model JSON', () => {
    expect(JSON.stringify(trainIntentModel(intents))).toBe(JSON.stringify(model));
    expect(JSON.stringify(trainIntentModel(intents, { seed: 2 }))).not.toBe(JSON.stringify(model));
  });

  it('predicts exactly the same after a JSON round trip (as stored in the database)', () => {
    const restored: unknown = JSON.parse(JSON.stringify(model));
    expect(restored).toEqual(model);
    for (const text of [...paraphrases.map(([t]) => t), 'something else entirely', 'tv']) {
      expect(classifyIntent(restored as typeof model, text, 4)).toEqual(
        classifyIntent(model, text, 4),
      );
    }
  });

  it('merges intents that share a name and skips intents without utterances', () => {
    const merged = trainIntentModel([
      { name: 'a', utterances: ['red apple'] },
      { name: 'b', utterances: ['blue sky'] },
      { name: 'a', utterances: ['green apple'] },
      { name: 'empty', utterances: ['  '] },
    ]);
    expect(merged.intents).toEqual(['a', 'b']);
    expect(classifyIntent(merged, 'green')[0]?.intent).toBe('a');
  });

  it('refuses to train without a single utterance', () => {
    expect(() => trainIntentModel([])).toThrow(/at least one intent/);
    expect(() => trainIntentModel([{ name: 'a', utterances: [] }])).toThrow(/at least one intent/);
  });
});
