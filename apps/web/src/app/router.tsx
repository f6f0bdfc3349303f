import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { lazyPage } from './lazy-page';

const HomePage = lazyPage(() => import('./pages/home'), 'HomePage');
const LoginPage = lazyPage(() => import('./pages/login'), 'LoginPage');
const ContactPage = lazyPage(() => import('./pages/contact'), 'ContactPage');
const HelpCenterPage = lazyPage(() => import('./pages/help-center'), 'HelpCenterPage');
const PrivacyPolicyPage = lazyPage(() => import('./pages/privacy-policy'), 'PrivacyPolicyPage');
const RefundPolicyPage = lazyPage(() => import('./pages/refund-policy'), 'RefundPolicyPage');
const TermsOfServicePage = lazyPage(() => import('./pages/terms-of-service'), 'TermsOfServicePage');
const SetupGuidePage = lazyPage(() => import('./pages/setup-guide'), 'SetupGuidePage');
const PackagesPage = lazyPage(() => import('./pages/packages'), 'PackagesPage');
const VodRequestPage = lazyPage(() => import('./pages/vod-request'), 'VodRequestPage');
const ReportContentPage = lazyPage(() => import('./pages/report-content'), 'ReportContentPage');
const CheckoutPage = lazyPage(() => import('./pages/checkout'), 'CheckoutPage');
const TrialPage = lazyPage(() => import('./pages/trial'), 'TrialPage');

// The back-office's own route table (pages/admin/admin-routes.tsx) is a chunk of its own:
// the list of every admin page's files would otherwise weigh about 5 KB in each public page's
// first load.
const AdminRoutes = lazyPage(() => import('./pages/admin/admin-routes'), 'AdminRoutes');
// Likewise the pages no public page links to for a visitor (pages/secondary-routes.tsx): the
// account and its renew link, the unsubscribe link of mail, and the not-found page.
const SecondaryRoutes = lazyPage(() => import('./pages/secondary-routes'), 'SecondaryRoutes');

/** The route table of spec §2. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'contact', element: <ContactPage /> },
      { path: 'help-center', element: <HelpCenterPage /> },
      { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
      { path: 'refund-policy', element: <RefundPolicyPage /> },
      { path: 'terms-of-service', element: <TermsOfServicePage /> },
      { path: 'setup-guide', element: <SetupGuidePage /> },
      { path: 'packages', element: <PackagesPage /> },
      { path: 'services', element: <Navigate to="/packages" replace /> },
      { path: 'vod-request', element: <VodRequestPage /> },
      { path: 'report-content', element: <ReportContentPage /> },
      { path: 'checkout/:serviceId', element: <CheckoutPage /> },
      // The contract's `trialPath`, linked from /packages.
      { path: 'trial/:serviceId', element: <TrialPage /> },
      { path: 'admin/*', element: <AdminRoutes /> },
      // /account, /account/renew/:orderId, /unsubscribe, and anything else: not found.
      { path: '*', element: <SecondaryRoutes /> },
    ],
  },
];

/**
 * Declarative routing (`useRoutes` inside a `BrowserRouter`): the data router's loaders and
 * actions are not used (TanStack Query loads data) and would add about 18 KB gzip to every page.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
