/** The browser's IANA time zone, so "today" and "this month" are the admin's own. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
