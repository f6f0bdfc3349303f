import { describe, expect, it } from 'vitest';
import {
  dayIn,
  formatCalendarDay,
  formatDate,
  formatDateTime,
  formatHours,
  formatInstant,
  formatMoney,
  formatPeriod,
  formatTime,
  NO_DATE,
  SERVER_TEXT_PLACE,
} from './format.ts';

// Intl writes some spaces as U+00A0 or U+202F; a reader sees a space.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

// 23:30 UTC on 23 November 2026: already the 24th east of Greenwich.
const LATE = '2026-11-23T23:30:00.000Z';

describe("dates and times, in the reader's language and zone", () => {
  it('writes a date, a date with its time and a time as the language does', () => {
    const us = { locale: 'en-US', timeZone: 'UTC' };
    const uk = { locale: 'en-GB', timeZone: 'UTC' };
    expect(formatDate(LATE, us)).toBe('Nov 23, 2026');
    expect(formatDate(LATE, uk)).toBe('23 Nov 2026');
    expect(plain(formatDateTime(LATE, us))).toBe('Nov 23, 2026, 11:30 PM');
    expect(plain(formatDateTime(LATE, uk))).toBe('23 Nov 2026, 23:30');
    expect(plain(formatTime(LATE, { locale: 'de-DE', timeZone: 'UTC' }))).toBe('23:30');
  });

  it("moves the instant to the reader's zone, so the day can change", () => {
    expect(formatDate(LATE, { locale: 'en-US', timeZone: 'Europe/Berlin' })).toBe('Nov 24, 2026');
    expect(plain(formatTime(LATE, { locale: 'en-US', timeZone: 'America/New_York' }))).toBe(
      '6:30 PM',
    );
  });

  it("takes milliseconds and a Date as well as the API's ISO text", () => {
    const place = { locale: 'en-US', timeZone: 'UTC' };
    expect(formatDate(Date.parse(LATE), place)).toBe('Nov 23, 2026');
    expect(formatDate(new Date(LATE), place)).toBe('Nov 23, 2026');
  });

  it('writes a dash for a missing or unreadable date rather than "Invalid Date"', () => {
    expect(formatDate(null)).toBe(NO_DATE);
    expect(formatDateTime(undefined)).toBe(NO_DATE);
    expect(formatDate('not a date')).toBe(NO_DATE);
  });

  it("writes the server's texts in US English, in UTC", () => {
    expect(formatInstant('longDate', LATE, SERVER_TEXT_PLACE)).toBe('November 23, 2026');
    expect(plain(formatInstant('eventTime', '2026-05-26T19:00:00Z', SERVER_TEXT_PLACE))).toBe(
      'Tue, May 26, 7:00 PM UTC',
    );
  });
});

describe('formatCalendarDay', () => {
  it('writes a day or a month as it is, whatever the zone it is read in', () => {
    expect(formatCalendarDay('2026-11-03', 'date', 'en-US')).toBe('Nov 3, 2026');
    expect(formatCalendarDay('2026-11-03', 'dayMonth', 'en-GB')).toBe('3 Nov');
    expect(formatCalendarDay('2026-11', 'month', 'en-US')).toBe('November 2026');
    expect(formatCalendarDay('2026-11', 'shortMonth', 'en-US')).toBe('Nov 2026');
  });

  it('gives back what is not a day, and a dash for nothing', () => {
    expect(formatCalendarDay('soon', 'date', 'en-US')).toBe('soon');
    expect(formatCalendarDay(null, 'date', 'en-US')).toBe(NO_DATE);
  });
});

describe('dayIn', () => {
  it('is the calendar day of an instant in a zone', () => {
    expect(dayIn('UTC', LATE)).toBe('2026-11-23');
    expect(dayIn('Pacific/Kiritimati', LATE)).toBe('2026-11-24');
    expect(dayIn('America/Los_Angeles', new Date(LATE))).toBe('2026-11-23');
  });
});

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

describe('formatHours', () => {
  it('says time given in whole days where it divides, else days and hours', () => {
    expect(formatHours(1)).toBe('1 hour');
    expect(formatHours(5)).toBe('5 hours');
    expect(formatHours(24)).toBe('1 day');
    expect(formatHours(72)).toBe('3 days');
    expect(formatHours(30)).toBe('1 day and 6 hours');
    expect(formatHours(49)).toBe('2 days and 1 hour');
  });
});
