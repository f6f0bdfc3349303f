import { PUBLIC_PAGE_PATHS } from '@streamfront/contract';
import { isValidElement } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { secondaryRoutes } from './pages/secondary-routes';
import { routes } from './router';

/**
 * The site's own pages: the root table's and those of the secondary table behind its `*`
 * (the account, …), but not the admin area, a redirect, the not-found page, a page by id or
 * a page only a mail links to.
 */
function publicPages(tree: RouteObject[]): string[] {
  const root = tree.find((route) => route.path === '/');
  return (
    [...(root?.children ?? []), ...secondaryRoutes]
      .filter((route) => route.path !== '*' && route.path !== 'admin/*')
      // A page that needs an id (a package's checkout) is reached from another page, not linked.
      .filter((route) => !route.path?.includes(':'))
      .filter((route) => !(isValidElement(route.element) && route.element.type === Navigate))
      // A page a mail links to (unsubscribe) is for that mail's reader, not for the site's links.
      .filter((route) => !(route.handle as { fromMailOnly?: boolean } | undefined)?.fromMailOnly)
      .map((route) => (route.index ? '/' : `/${route.path}`))
  );
}

describe('the public pages the contract lists (chat answers link only to these)', () => {
  it('are exactly the pages the router serves', () => {
    expect(publicPages(routes).sort()).toEqual([...PUBLIC_PAGE_PATHS].sort());
  });
});
