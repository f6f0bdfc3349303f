/** A price in minor units as the currency writes it, e.g. 1999 USD → "$19.99". */
export function formatPrice(minorUnits: number, currency: string, locale?: string): string {
  try {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(minorUnits / 10 ** digits);
  } catch {
    // An unknown currency code must not break the page.
    return `${(minorUnits / 100).toFixed(2)} ${currency}`;
  }
}

export function formatPeriod(months: number): string {
  if (months === 1) return 'month';
  if (months === 12) return 'year';
  return `${months} months`;
}
