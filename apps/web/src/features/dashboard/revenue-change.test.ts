import { describe, expect, it } from 'vitest';
import { describeRevenueChange } from './revenue-change';

describe('describeRevenueChange', () => {
  it.each([
    [12_500, 10_000, 'up', 'Up 25% on last month to date'],
    [7_500, 10_000, 'down', 'Down 25% on last month to date'],
    [10_050, 10_000, 'up', 'Up 0.5% on last month to date'],
    [33_333, 10_000, 'up', 'Up 233% on last month to date'],
    [10_000, 10_000, 'same', 'Same as last month to date'],
    [0, 0, 'same', 'Same as last month to date'],
    [5_000, 0, 'up', 'Up from nothing by this day last month'],
    [-2_000, 0, 'down', 'Down from nothing by this day last month'],
    [1_000, -500, 'up', 'Up from a loss by this day last month'],
  ] as const)('%i against %i → %s, “%s”', (thisMonth, lastMonth, trend, text) => {
    expect(describeRevenueChange(thisMonth, lastMonth)).toEqual({ trend, text });
  });
});
