import { describe, expect, it } from 'vitest';
import { formatMoney, formatPeriod } from './money.ts';

describe('formatMoney', () => {
  it.each([
    [1999, 'USD', '$19.99'],
    [1499, 'EUR', '€14.99'],
    [0, 'USD', '$0.00'],
    // No minor unit in yen: 500 minor units are 500 yen, not 5.
    [500, 'JPY', '¥500'],
    // Three decimals in Kuwaiti dinar.
    [12345, 'KWD', 'KWD 12.345'],
  ])('%i %s → %s', (minor, currency, text) => {
    expect(formatMoney(minor, currency).replace(/\u00a0/g, ' ')).toBe(text);
  });

  it('writes the amount as the locale asked for does', () => {
    expect(formatMoney(1999, 'EUR', 'de-DE').replace(/\u00a0/g, ' ')).toBe('19,99 €');
  });

  it('keeps the amount and names the code when the code is malformed', () => {
    expect(formatMoney(1999, 'dollars')).toBe('19.99 dollars');
  });
});

describe('formatPeriod', () => {
  it.each([
    [1, 'month'],
    [12, 'year'],
    [3, '3 months'],
    [24, '24 months'],
  ])('%i → %s', (months, text) => {
    expect(formatPeriod(months)).toBe(text);
  });
});
