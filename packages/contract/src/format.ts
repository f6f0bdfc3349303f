/**
 * The one way to write a date, a time or a price for a person to read, on pages and in the
 * server's notices, mails and chat answers alike (decision 040).
 *
 * `locale` and `timeZone` are the reader's. The web app leaves both out, so the browser's
 * own language and zone apply; the server cannot know its reader's and writes in
 * `SERVER_TEXT_PLACE`.
 */
export interface ReaderPlace {
  locale?: string | undefined;
  timeZone?: string | undefined;
}

/** Where the server's texts are written for: the site's language (prices are US English) in UTC. */
export const SERVER_TEXT_PLACE = { locale: 'en-US', timeZone: 'UTC' } as const;

/** What is written where there is no date. */
export const NO_DATE = '—';

const STYLES = {
  /** "Nov 23, 2026". */
  date: { dateStyle: 'medium' },
  /** "November 23, 2026". */
  longDate: { dateStyle: 'long' },
  /** "Nov 23, 2026, 2:05 PM". */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** "2:05 PM". */
  time: { timeStyle: 'short' },
  /** "Nov 23". */
  dayMonth: { month: 'short', day: 'numeric' },
  /** "November 2026". */
  month: { month: 'long', year: 'numeric' },
  /** "Nov 2026". */
  shortMonth: { month: 'short', year: 'numeric' },
  /** "Sat, Nov 28, 08:00 PM GMT+1": a start, with the clock it is read on. */
  startTime: {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'shortOffset',
  },
  /** "Tue, May 26, 7:00 PM UTC". */
  eventTime: {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateFormatStyle = keyof typeof STYLES;

/** An instant as the API sends it (ISO 8601), as milliseconds, or as a `Date`. */
export type Instant = string | number | Date;

// Building a formatter costs far more than using one: each style, language and zone once.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(style: DateFormatStyle, { locale, timeZone }: ReaderPlace) {
  const key = `${style}|${locale ?? ''}|${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      ...STYLES[style],
      ...(timeZone ? { timeZone } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** `at` in one of the styles above; `NO_DATE` when it is missing or unreadable. */
export function formatInstant(
  style: DateFormatStyle,
  at: Instant | null | undefined,
  place: ReaderPlace = {},
): string {
  if (at === null || at === undefined || at === '') return NO_DATE;
  const time = at instanceof Date ? at.getTime() : typeof at === 'number' ? at : Date.parse(at);
  if (Number.isNaN(time)) return NO_DATE;
  return formatterFor(style, place).format(time);
}

/** "Nov 23, 2026" in the reader's language and zone. */
export const formatDate = (at: Instant | null | undefined, place?: ReaderPlace) =>
  formatInstant('date', at, place);

/** "Nov 23, 2026, 2:05 PM" in the reader's language and zone. */
export const formatDateTime = (at: Instant | null | undefined, place?: ReaderPlace) =>
  formatInstant('dateTime', at, place);

/** "2:05 PM" in the reader's language and zone. */
export const formatTime = (at: Instant | null | undefined, place?: ReaderPlace) =>
  formatInstant('time', at, place);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-\d{2}$/;

/**
 * A calendar day (`2026-11-03`) or month (`2026-11`) with no time of day: a finance period, a
 * promo code's last day. It is the same day wherever it is read, so it is written as it is,
 * never shifted by a zone; only the language is the reader's. Anything else is given back.
 */
export function formatCalendarDay(
  day: string | null | undefined,
  style: Extract<DateFormatStyle, 'date' | 'longDate' | 'dayMonth' | 'month' | 'shortMonth'>,
  locale?: string,
): string {
  if (!day) return NO_DATE;
  if (!DAY.test(day) && !MONTH.test(day)) return day;
  const [year, month, date = 1] = day.split('-').map(Number) as [number, number, number?];
  const at = Date.UTC(year, month - 1, date);
  if (Number.isNaN(at)) return day;
  return formatInstant(style, at, { locale, timeZone: 'UTC' });
}

/** The calendar day (`2026-11-23`) an instant falls on in `timeZone`. */
export function dayIn(timeZone: string, at: Instant = Date.now()): string {
  const parts = formatterForParts(timeZone).formatToParts(at instanceof Date ? at : new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

const partFormatters = new Map<string, Intl.DateTimeFormat>();
function formatterForParts(timeZone: string) {
  let formatter = partFormatters.get(timeZone);
  if (!formatter) {
    // Parts, not a string: the order and separators of a language do not matter here.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    partFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * A price in integer minor units as its currency writes it: 1999 USD → "$19.99",
 * 500 JPY → "¥500". The web pages and the chat assistant's answers both use it, so a price
 * reads the same everywhere.
 */
export function formatMoney(minorUnits: number, currency: string, locale = 'en-US'): string {
  const money = moneyFormatter(locale, currency);
  // A malformed currency code must not break a page or an answer.
  if (!money) return `${(minorUnits / 100).toFixed(2)} ${currency}`;
  return money.format.format(minorUnits / 10 ** money.digits);
}

/**
 * Made once per language and currency: building an `Intl.NumberFormat` costs far more than
 * formatting with it, and a chat answer listing the packages formats each price.
 */
const moneyFormatters = new Map<string, { format: Intl.NumberFormat; digits: number } | null>();
function moneyFormatter(locale: string, currency: string) {
  const key = `${locale}|${currency}`;
  let money = moneyFormatters.get(key);
  if (money === undefined) {
    try {
      const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
      money = { format, digits: format.resolvedOptions().maximumFractionDigits ?? 2 };
    } catch {
      money = null;
    }
    // Keys come from stored settings and readers' languages: few, but never unbounded.
    if (moneyFormatters.size >= 500) moneyFormatters.clear();
    moneyFormatters.set(key, money);
  }
  return money;
}

/** "3 days", "1 day and 6 hours", "5 hours": time given, in whole days where it divides. */
export function formatHours(hours: number): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  if (days === 0) return plural(rest, 'hour');
  return rest === 0 ? plural(days, 'day') : `${plural(days, 'day')} and ${plural(rest, 'hour')}`;
}

/** The billing period a price is for: "month", "year", "3 months". */
export function formatPeriod(months: number): string {
  if (months === 1) return 'month';
  if (months === 12) return 'year';
  return `${months} months`;
}

/**
 * A free trial's length (decision 055); here, with no zod behind it, for the catalogue's first load.
 */
export function trialLength(hours: number): string {
  if (hours >= 48 && hours % 24 === 0) return `${hours / 24} days`;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}
