import { useRoutes, type RouteObject } from 'react-router';
import { lazyPage } from '@/app/lazy-page';

const AccountPage = lazyPage(() => import('./account'), 'AccountPage');
const AccountRenewPage = lazyPage(() => import('./account-renew'), 'AccountRenewPage');
const AccountDataExportPage = lazyPage(
  () => import('./account-data-export'),
  'AccountDataExportPage',
);
const UnsubscribePage = lazyPage(() => import('./unsubscribe'), 'UnsubscribePage');
const VerifyEmailPage = lazyPage(() => import('./verify-email'), 'VerifyEmailPage');
const CheckoutReturnPage = lazyPage(() => import('./checkout-return'), 'CheckoutReturnPage');
const NotFoundPage = lazyPage(() => import('./not-found'), 'NotFoundPage');

/**
 * The pages a visitor never opens from the public pages' own links, behind the app's `*`
 * route: the signed-in customer's account and the renew link of the reminder mails, the card
 * payment's return page, the unsubscribe and verification links of mail, and the not-found page. A chunk of its own like the admin's route
 * table (decision 041), so the first load of `/` does not carry the list of their files;
 * each page is still a chunk of its own. Paths are the site's own, from its root.
 */
export const secondaryRoutes: RouteObject[] = [
  { path: 'account', element: <AccountPage /> },
  // The contract's `renewPath`: signed out, sign-in comes back here.
  { path: 'account/renew/:orderId', element: <AccountRenewPage /> },
  // The "your data is ready" link (the contract's `dataExportPath`), signed in.
  { path: 'account/data-export/:id', element: <AccountDataExportPage /> },
  // Where the card processor's checkout page sends the customer back (`checkoutReturnPath`).
  { path: 'checkout/:orderId/return', element: <CheckoutReturnPage /> },
  // Reached from a mail's unsubscribe link only: not a page the site or the chat links to.
  { path: 'unsubscribe', element: <UnsubscribePage />, handle: { fromMailOnly: true } },
  // The verification mail's link (the contract's VERIFY_EMAIL_PATH), likewise from mail only.
  { path: 'verify-email', element: <VerifyEmailPage />, handle: { fromMailOnly: true } },
  { path: '*', element: <NotFoundPage /> },
];

export function SecondaryRoutes() {
  return useRoutes(secondaryRoutes);
}
