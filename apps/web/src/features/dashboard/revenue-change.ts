export type RevenueTrend = 'up' | 'down' | 'same';

/**
 * This month so far against the same days of last month, in words (never colour alone):
 * "Up 25% on last month to date". No percentage when last month had nothing to compare with.
 */
export function describeRevenueChange(
  thisMonth: number,
  lastMonthToDate: number,
): { trend: RevenueTrend; text: string } {
  if (thisMonth === lastMonthToDate) return { trend: 'same', text: 'Same as last month to date' };
  const trend: RevenueTrend = thisMonth > lastMonthToDate ? 'up' : 'down';
  const word = trend === 'up' ? 'Up' : 'Down';
  if (lastMonthToDate <= 0) {
    return {
      trend,
      text: `${word} from ${lastMonthToDate === 0 ? 'nothing' : 'a loss'} by this day last month`,
    };
  }
  const percent = (Math.abs(thisMonth - lastMonthToDate) / lastMonthToDate) * 100;
  // One decimal for small moves, so a change never reads "0%".
  const shown = percent < 10 ? Number(percent.toFixed(1)) : Math.round(percent);
  return { trend, text: `${word} ${shown}% on last month to date` };
}
