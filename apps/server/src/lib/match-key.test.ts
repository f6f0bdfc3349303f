import { describe, expect, it } from 'vitest';
import { matchKey } from './match-key.ts';

describe('matchKey', () => {
  it('reads case, spacing, punctuation and a bracketed year as the same title', () => {
    const key = matchKey('The Matrix');
    for (const same of ['the  matrix (1999)', 'THE MATRIX', ' The Matrix! ', 'The Matrix [1999]'])
      expect(matchKey(same)).toBe(key);
  });

  it('reads a channel written three ways as one', () => {
    expect(new Set(['Sports 1', 'sports-1', 'SPORTS1', 'Sports  1.'].map(matchKey)).size).toBe(1);
  });

  it('keeps a year that is the title or part of it', () => {
    expect(matchKey('1917')).toBe('1917');
    expect(matchKey('Blade Runner 2049')).not.toBe(matchKey('Blade Runner'));
    expect(matchKey('1917 (2019)')).toBe('1917');
  });

  it('sets accents aside and keeps other scripts', () => {
    expect(matchKey('Amélie')).toBe(matchKey('Amelie'));
    expect(matchKey('千と千尋の神隠し')).toBe('千と千尋の神隠し');
  });

  it('keys a name of punctuation only on itself', () => {
    expect(matchKey('?!')).toBe('?!');
    expect(matchKey('(2019)')).toBe('(2019)');
  });
});
