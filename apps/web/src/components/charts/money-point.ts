/** One bar of a money chart: its period, named in full and briefly, and its minor units. */
export interface MoneyPoint {
  key: string;
  /** "Nov 3, 2026", "November 2026": the table's words and the tooltip's. */
  label: string;
  /** "Nov 3", "Nov 2026": under the bar. */
  shortLabel: string;
  value: number;
}

const UTC = { timeZone: 'UTC' } as const;

/**
 * A point of a day (`2026-11-03`) or a month (`2026-11`) as the API names them. The period is
 * already the admin's own day or month, so it is written as is, never shifted by a zone.
 */
export function pointOf(period: string, value: number): MoneyPoint {
  const isMonth = /^\d{4}-\d{2}$/.test(period);
  const date = new Date(`${isMonth ? `${period}-01` : period}T00:00:00Z`);
  if (Number.isNaN(date.getTime()))
    return { key: period, label: period, shortLabel: period, value };
  const format = (options: Intl.DateTimeFormatOptions) =>
    date.toLocaleDateString('en-US', { ...options, ...UTC });
  return isMonth
    ? {
        key: period,
        label: format({ month: 'long', year: 'numeric' }),
        shortLabel: format({ month: 'short', year: 'numeric' }),
        value,
      }
    : {
        key: period,
        label: format({ month: 'short', day: 'numeric', year: 'numeric' }),
        shortLabel: format({ month: 'short', day: 'numeric' }),
        value,
      };
}
