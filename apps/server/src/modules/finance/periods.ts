import { dayIn, type FinanceGrouping } from '@streamfront/contract';

/**
 * Calendar days as `YYYY-MM-DD` strings: the days of a finance summary are those of the
 * admin's time zone, so they are computed as plain dates, never as instants in the server's.
 */

const DAY_MS = 86_400_000;

/** Callers keep days within 1900–9999 (finance.service.ts), where Date.UTC reads years as given. */
const utcOf = (day: string) => new Date(`${day}T00:00:00.000Z`);

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  return dayOf(new Date(utcOf(day).getTime() + days * DAY_MS));
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcOf(to).getTime() - utcOf(from).getTime()) / DAY_MS) + 1;
}

/** The day an instant falls on in `timeZone`: the contract's, as the web app's "today" is. */
export { dayIn } from '@streamfront/contract';

/** A query bound (a day, or an instant with its offset) as a day of `timeZone`. */
export function boundDay(value: string, timeZone: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : dayIn(timeZone, new Date(value));
}

export const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;

/** The same day of the month `months` away, or that month's last day when it is shorter. */
export function shiftMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const daysInTarget = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return dayOf(new Date(Date.UTC(year, month - 1 + months, Math.min(date, daysInTarget))));
}

/** Every period key of the range: each day (`2026-11-01`) or each month (`2026-11`). */
export function periodKeys(from: string, to: string, groupBy: FinanceGrouping): string[] {
  const keys: string[] = [];
  if (groupBy === 'day') {
    for (let day = from; day <= to; day = addDays(day, 1)) keys.push(day);
    return keys;
  }
  for (let month = firstOfMonth(from); month <= to; month = shiftMonths(month, 1)) {
    keys.push(month.slice(0, 7));
  }
  return keys;
}
