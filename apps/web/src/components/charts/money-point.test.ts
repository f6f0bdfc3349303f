import { describe, expect, it } from 'vitest';
import { pointOf } from './money-point';

describe('pointOf', () => {
  it('names a day in full for the table and briefly for the axis, in no other zone', () => {
    expect(pointOf('2026-11-01', 1999)).toEqual({
      key: '2026-11-01',
      label: 'Nov 1, 2026',
      shortLabel: 'Nov 1',
      value: 1999,
    });
  });

  it('names a month', () => {
    expect(pointOf('2026-02', -500)).toEqual({
      key: '2026-02',
      label: 'February 2026',
      shortLabel: 'Feb 2026',
      value: -500,
    });
  });

  it('keeps a period it cannot read as it came', () => {
    expect(pointOf('2026-W45', 0).label).toBe('2026-W45');
  });
});
