/**
 * Where the person reads, as the browser says: sent with sign-up and sign-in so the mail they
 * get writes dates, times and money their way (the server drops what it does not know).
 */
export function readerPlace(): { locale?: string; timeZone?: string } {
  try {
    const { locale, timeZone } = Intl.DateTimeFormat().resolvedOptions();
    return { ...(locale ? { locale } : {}), ...(timeZone ? { timeZone } : {}) };
  } catch {
    return {};
  }
}
