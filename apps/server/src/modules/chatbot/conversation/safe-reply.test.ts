import { CHAT_UNAVAILABLE_PHRASES } from '@streamfront/contract';
import { describe, expect, it } from 'vitest';
import { keepClearOfUnavailablePhrases } from './safe-reply.ts';

describe('keepClearOfUnavailablePhrases', () => {
  it('rewords every phrase the widget reads as "unavailable", in any case and spacing', () => {
    const text =
      'Some channels show "Not available in your region"; NO  INTENTS; no training data; no active training data.';
    const safe = keepClearOfUnavailablePhrases(text);
    for (const phrase of CHAT_UNAVAILABLE_PHRASES) expect(safe.toLowerCase()).not.toContain(phrase);
    expect(safe).toBe(
      'Some channels show "Unavailable in your region"; Zero intents; nothing to train on; nothing trained yet.',
    );
  });

  it('leaves ordinary answers alone', () => {
    const text = 'Plans start at $14.99/month. Is it available in 4K? Yes.';
    expect(keepClearOfUnavailablePhrases(text)).toBe(text);
  });
});
