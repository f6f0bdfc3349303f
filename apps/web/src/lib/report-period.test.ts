import { describe, expect, it } from 'vitest';
import { periodFromParams, presetRange, todayIn, writePeriod } from './report-period';

const url = (search: string) => new URLSearchParams(search);

describe('presetRange', () => {
  it.each([
    ['this-month', '2026-11-23', '2026-11-01', '2026-11-23'],
    ['last-month', '2026-11-23', '2026-10-01', '2026-10-31'],
    ['last-month', '2026-03-31', '2026-02-01', '2026-02-28'],
    ['last-month', '2026-01-15', '2025-12-01', '2025-12-31'],
    ['last-30-days', '2026-03-01', '2026-01-31', '2026-03-01'],
    ['this-year', '2026-11-23', '2026-01-01', '2026-11-23'],
    ['last-12-months', '2026-11-23', '2025-12-01', '2026-11-23'],
  ] as const)('%s seen from %s is %s to %s', (preset, today, from, to) => {
    expect(presetRange(preset, today)).toEqual({ from, to });
  });
});

describe('todayIn', () => {
  it('is the day of the time zone asked for, not of the machine', () => {
    const instant = new Date('2026-11-23T23:30:00Z');
    expect(todayIn('UTC', instant)).toBe('2026-11-23');
    expect(todayIn('Asia/Tokyo', instant)).toBe('2026-11-24');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2026-11-23');
  });
});

describe('periodFromParams', () => {
  const today = '2026-11-23';

  it('is this month by day when the URL says nothing', () => {
    expect(periodFromParams(url(''), today)).toEqual({
      preset: 'this-month',
      from: '2026-11-01',
      to: '2026-11-23',
      groupBy: 'day',
    });
  });

  it('reads a year month by month unless asked by day', () => {
    expect(periodFromParams(url('period=this-year'), today).groupBy).toBe('month');
    expect(periodFromParams(url('period=this-year&groupBy=day'), today).groupBy).toBe('day');
  });

  it('takes custom dates, and falls back to this month when they make no sense', () => {
    expect(periodFromParams(url('period=custom&from=2026-02-03&to=2026-04-05'), today)).toEqual({
      preset: 'custom',
      from: '2026-02-03',
      to: '2026-04-05',
      groupBy: 'day',
    });
    for (const bad of ['from=2026-05-01&to=2026-04-01', 'from=2026-13-45&to=2026-12-01', '']) {
      expect(periodFromParams(url(`period=custom&${bad}`), today)).toMatchObject({
        from: '2026-11-01',
        to: '2026-11-23',
      });
    }
  });
});

describe('writePeriod', () => {
  const current = periodFromParams(url(''), '2026-11-23');

  it('keeps the dates in the URL only for custom periods, and the list’s other state', () => {
    const custom = writePeriod(
      url('entries.q=rent&entries.page=3'),
      { preset: 'custom' },
      current,
      ['entries.page'],
    );
    expect(custom.toString()).toBe('entries.q=rent&period=custom&from=2026-11-01&to=2026-11-23');
    const preset = writePeriod(custom, { preset: 'last-month', groupBy: 'month' }, current);
    expect(preset.toString()).toBe('entries.q=rent&period=last-month&groupBy=month');
  });
});

describe('a page’s own presets', () => {
  const today = '2026-11-23';
  const options = {
    presets: ['last-12-months', 'this-year', 'custom'] as const,
    fallback: 'last-12-months' as const,
  };

  it('falls back to its own preset, for a missing one and for one it does not offer', () => {
    for (const search of [
      '',
      'period=last-30-days',
      'period=custom&from=2026-05-01&to=2026-04-01',
    ]) {
      expect(periodFromParams(url(search), today, options)).toMatchObject({
        from: '2025-12-01',
        to: '2026-11-23',
      });
    }
    expect(periodFromParams(url('period=this-year'), today, options).from).toBe('2026-01-01');
  });
});
