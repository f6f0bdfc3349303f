/**
 * A price in integer minor units as its currency writes it: 1999 USD → "$19.99",
 * 500 JPY → "¥500". The web pages and the chat assistant's answers both use it, so a price
 * reads the same everywhere.
 */
export function formatMoney(minorUnits: number, currency: string, locale = 'en-US'): string {
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  } catch {
    // A malformed currency code must not break a page or an answer.
    return `${(minorUnits / 100).toFixed(2)} ${currency}`;
  }
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minorUnits / 10 ** digits);
}

/** The billing period a price is for: "month", "year", "3 months". */
export function formatPeriod(months: number): string {
  if (months === 1) return 'month';
  if (months === 12) return 'year';
  return `${months} months`;
}
