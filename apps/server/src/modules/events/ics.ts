/**
 * One event as an iCalendar file (RFC 5545), small enough to write here rather than take a
 * dependency: CRLF line ends, lines folded at 75 octets, TEXT values escaped, times in UTC.
 */
export interface CalendarEntry {
  uid: string;
  title: string;
  description: string;
  location: string | null;
  startsAt: Date;
  endsAt: Date;
  stamp: Date;
  cancelled: boolean;
  /** Where the event is described, as an absolute URL; left out when unknown. */
  url?: string | undefined;
}

/** `20261128T190000Z`: a DATE-TIME in UTC (form #2 of RFC 5545 §3.3.5). */
export function icsTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines. */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line to at most 75 octets per line (RFC 5545 §3.1), continuing with CRLF and
 * a space, without cutting a UTF-8 character in two.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line has 75 octets; each continuation 74 after its leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function calendarFile(entry: CalendarEntry, productId: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${entry.uid}`,
    `DTSTAMP:${icsTime(entry.stamp)}`,
    `DTSTART:${icsTime(entry.startsAt)}`,
    `DTEND:${icsTime(entry.endsAt)}`,
    `SUMMARY:${icsText(entry.title)}`,
    `DESCRIPTION:${icsText(entry.description)}`,
    ...(entry.location ? [`LOCATION:${icsText(entry.location)}`] : []),
    ...(entry.url ? [`URL:${entry.url}`] : []),
    `STATUS:${entry.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
