/**
 * The returnUrl of /login, accepted only as a path on this site: an absolute or
 * protocol-relative address would make the sign-in page an open redirect.
 */
export function safeReturnUrl(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  try {
    const base = 'https://streamfront.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    // Coming back to the sign-in page after signing in would only loop.
    if (url.pathname === '/login') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** Where a user lands after signing in: the page they came from, else their home. */
export function landingPath(returnUrl: string | null | undefined, isAdmin: boolean): string {
  return safeReturnUrl(returnUrl) ?? (isAdmin ? '/admin/dashboard' : '/');
}

export function loginPathFor(pathname: string, search: string): string {
  return `/login?returnUrl=${encodeURIComponent(`${pathname}${search}`)}`;
}
