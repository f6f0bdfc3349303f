import { formatCalendarDay } from '@/lib/format-date';

/** One bar of a money chart: its period, named in full and briefly, and its minor units. */
export interface MoneyPoint {
  key: string;
  /** "Nov 3, 2026", "November 2026": the table's words and the tooltip's. */
  label: string;
  /** "Nov 3", "Nov 2026": under the bar. */
  shortLabel: string;
  value: number;
}

/**
 * A point of a day (`2026-11-03`) or a month (`2026-11`) as the API names them. The period is
 * already the admin's own day or month, so it is written as is, never shifted by a zone, in
 * the admin's language.
 */
export function pointOf(period: string, value: number): MoneyPoint {
  const isMonth = /^\d{4}-\d{2}$/.test(period);
  if (!isMonth && !/^\d{4}-\d{2}-\d{2}$/.test(period))
    return { key: period, label: period, shortLabel: period, value };
  return {
    key: period,
    label: formatCalendarDay(period, isMonth ? 'month' : 'date'),
    shortLabel: formatCalendarDay(period, isMonth ? 'shortMonth' : 'dayMonth'),
    value,
  };
}
