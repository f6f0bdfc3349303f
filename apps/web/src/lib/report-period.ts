import { dayIn, type FinanceGrouping } from '@streamfront/contract';

export const PERIOD_PRESETS = [
  { value: 'this-month', label: 'This month' },
  { value: 'last-month', label: 'Last month' },
  { value: 'last-30-days', label: 'Last 30 days' },
  { value: 'this-year', label: 'This year' },
  { value: 'last-12-months', label: 'Last 12 months' },
  { value: 'custom', label: 'Custom dates' },
] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number]['value'];

/**
 * The period of a report page (finance, business figures), as the URL keeps it and the API
 * is asked for it. A page picks the presets it offers; grouping is for pages that group.
 */
export interface ReportPeriod {
  preset: PeriodPreset;
  /** Days (`2026-11-01`) in the admin's time zone, both included. */
  from: string;
  to: string;
  groupBy: FinanceGrouping;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (text: string | null): text is string =>
  text !== null && DAY.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));

/** Today in `timeZone`, as `2026-11-23`. */
export const todayIn = (timeZone: string, now = new Date()): string => dayIn(timeZone, now);

// Calendar sums on the day's own numbers, at UTC noon, so no zone or DST shifts a day.
function shift(day: string, { days = 0, months = 0 }: { days?: number; months?: number }) {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(year, month - 1 + months, date + days, 12));
  return moved.toISOString().slice(0, 10);
}
const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;

/** The first and last day of a preset, seen from `today`. */
export function presetRange(preset: Exclude<PeriodPreset, 'custom'>, today: string) {
  switch (preset) {
    case 'this-month':
      return { from: firstOfMonth(today), to: today };
    case 'last-month': {
      const first = shift(firstOfMonth(today), { months: -1 });
      return { from: first, to: shift(firstOfMonth(today), { days: -1 }) };
    }
    case 'last-30-days':
      return { from: shift(today, { days: -29 }), to: today };
    case 'this-year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case 'last-12-months':
      return { from: shift(firstOfMonth(today), { months: -11 }), to: today };
  }
}

/** Presets that span months are read month by month unless the URL says otherwise. */
const LONG: readonly PeriodPreset[] = ['this-year', 'last-12-months'];

export interface PeriodOptions {
  /** The presets the page offers (all of them unless said). */
  presets?: readonly PeriodPreset[];
  /** The preset when the URL names none, or one the page does not offer. */
  fallback?: Exclude<PeriodPreset, 'custom'>;
}

/** The preset options of a page, in the order of `PERIOD_PRESETS`. */
export const presetOptions = (offered?: readonly PeriodPreset[]) =>
  PERIOD_PRESETS.filter((p) => !offered || offered.includes(p.value));

/**
 * The period the URL describes (`period`, `from`, `to`, `groupBy`), else the fallback (this
 * month) by day. Custom dates that are missing or back to front fall back to it too.
 */
export function periodFromParams(
  params: URLSearchParams,
  today: string,
  { presets, fallback = 'this-month' }: PeriodOptions = {},
): ReportPeriod {
  const asked = params.get('period');
  const preset = presetOptions(presets).find((p) => p.value === asked)?.value ?? fallback;
  const grouping = params.get('groupBy');
  const groupBy: FinanceGrouping =
    grouping === 'day' || grouping === 'month' ? grouping : LONG.includes(preset) ? 'month' : 'day';
  if (preset === 'custom') {
    const from = params.get('from');
    const to = params.get('to');
    if (isDay(from) && isDay(to) && from <= to) return { preset, from, to, groupBy };
    return { preset, ...presetRange(fallback, today), groupBy };
  }
  return { preset, ...presetRange(preset, today), groupBy };
}

/**
 * The URL parameters of a period, as `setSearchParams` takes them; `reset` names parameters
 * a new period starts again (a list's page).
 */
export function writePeriod(
  params: URLSearchParams,
  change: Partial<Pick<ReportPeriod, 'preset' | 'from' | 'to' | 'groupBy'>>,
  current: ReportPeriod,
  reset: readonly string[] = [],
): URLSearchParams {
  const next = new URLSearchParams(params);
  const preset = change.preset ?? current.preset;
  next.set('period', preset);
  if (preset === 'custom') {
    next.set('from', change.from ?? current.from);
    next.set('to', change.to ?? current.to);
  } else {
    next.delete('from');
    next.delete('to');
  }
  if (change.groupBy) next.set('groupBy', change.groupBy);
  for (const name of reset) next.delete(name);
  return next;
}
