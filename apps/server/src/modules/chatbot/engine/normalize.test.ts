import { describe, expect, it } from 'vitest';
import { normalizeText, stem, tokenize } from './normalize.ts';

describe('normalizeText', () => {
  it('lower-cases, drops accents, apostrophes and punctuation, and folds digits', () => {
    expect(normalizeText("  Café's 4K-Stream,  on Channel 12!! ")).toBe(
      'cafes 0k stream on channel 00',
    );
  });

  it('turns a text without letters or digits into nothing', () => {
    expect(normalizeText(' ?!… ')).toBe('');
    expect(tokenize(' ?!… ')).toEqual([]);
  });
});

describe('stem', () => {
  it('maps inflections of a word onto one key', () => {
    expect(['refund', 'refunds', 'refunded', 'refunding'].map(stem)).toEqual([
      'refund',
      'refund',
      'refund',
      'refund',
    ]);
    expect(['stop', 'stopped', 'stopping'].map(stem)).toEqual(['stop', 'stop', 'stop']);
    expect(['channel', 'channels'].map(stem)).toEqual(['channel', 'channel']);
  });

  it('leaves short words, numbers and words without a real suffix alone', () => {
    expect(['tv', 'bus', 'this', 'string', '000'].map(stem)).toEqual([
      'tv',
      'bus',
      'this',
      'string',
      '000',
    ]);
  });
});
