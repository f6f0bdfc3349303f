import { describe, expect, it } from 'vitest';
import { crossValidateIntents } from './cross-validate.ts';
import type { TrainingIntent } from './model.ts';
import { seededRandom, shuffle } from './rng.ts';

const keywords: Record<string, string[]> = {
  pricing: ['price', 'cost'],
  refund: ['refund', 'reimbursement'],
  setup: ['install', 'setup'],
};
const frames = [
  'what about the {}',
  'tell me about {}',
  '{} please',
  'question on {}',
  'i need the {}',
  '{} for my tv plan',
];
// Every intent uses the same frames, so only its keywords tell it apart — and each keyword
// occurs in six utterances, so every held-out fold still has it in training.
const intents: TrainingIntent[] = Object.entries(keywords).map(([name, words]) => ({
  name,
  utterances: words.flatMap((word) => frames.map((frame) => frame.replace('{}', word))),
}));

describe('crossValidateIntents', () => {
  it('scores a learnable set highly', () => {
    const result = crossValidateIntents(intents, 4);
    expect(result.folds).toBe(4);
    expect(result.accuracy).toBeGreaterThanOrEqual(0.9);
    expect(result.accuracy).toBeLessThanOrEqual(1);
  });

  it('scores a set whose labels carry no meaning near chance', () => {
    // Same utterances, shuffled and dealt out again: nothing links words to intents any more.
    const all = shuffle(
      intents.flatMap((i) => i.utterances),
      seededRandom(7),
    );
    const names = intents.map((i) => i.name);
    const scrambled = names.map((name, k) => ({
      name,
      utterances: all.filter((_, j) => j % names.length === k),
    }));
    expect(crossValidateIntents(scrambled, 4).accuracy).toBeLessThan(0.6);
  });

  it('uses at least two folds', () => {
    expect(crossValidateIntents(intents, 1).folds).toBe(2);
  });
});
