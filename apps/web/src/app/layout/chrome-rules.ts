/** Pages that stand alone, without the site's navigation bar (spec §2). */
const BARE_PAGES = new Set(['/login', '/vod-request', '/report-content']);

function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return (trimmed || '/').toLowerCase();
}

export function isAdminPath(pathname: string): boolean {
  const path = normalise(pathname);
  return path === '/admin' || path.startsWith('/admin/');
}

/** Hidden on admin pages, /login, /vod-request and /report-content. */
export function showsNavbar(pathname: string): boolean {
  const path = normalise(pathname);
  return !isAdminPath(path) && !BARE_PAGES.has(path);
}

/**
 * Hidden on admin pages and /login, and (following the navigation-bar rule, as spec §2
 * says) on the two request pages.
 */
export function showsFooter(pathname: string): boolean {
  return showsNavbar(pathname);
}

/**
 * Spec §6: content protection is on outside admin pages for everyone who is not signed in as
 * an admin.
 */
export function protectsContent(pathname: string, role: string | null | undefined): boolean {
  return !isAdminPath(pathname) && role !== 'admin';
}
