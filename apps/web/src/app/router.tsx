import { lazy, type ComponentType } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';

/** Every page is its own chunk, so a visitor downloads only the page they open. */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

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
const AccountPage = lazyPage(() => import('./pages/account'), 'AccountPage');
const NotFoundPage = lazyPage(() => import('./pages/not-found'), 'NotFoundPage');

const AdminArea = lazyPage(() => import('./pages/admin/admin-area'), 'AdminArea');
const AdminDashboardPage = lazyPage(() => import('./pages/admin/dashboard'), 'AdminDashboardPage');
const AdminEventsPage = lazyPage(() => import('./pages/admin/events'), 'AdminEventsPage');
const AdminOrdersPage = lazyPage(() => import('./pages/admin/orders'), 'AdminOrdersPage');
const AdminAllOrders = lazyPage(() => import('./pages/admin/orders'), 'AdminAllOrders');
const AdminRenewals = lazyPage(() => import('./pages/admin/orders'), 'AdminRenewals');
const AdminPackagesPage = lazyPage(() => import('./pages/admin/packages'), 'AdminPackagesPage');
const AdminQueriesPage = lazyPage(() => import('./pages/admin/queries'), 'AdminQueriesPage');
const AdminVodRequestsPage = lazyPage(
  () => import('./pages/admin/vod-requests'),
  'AdminVodRequestsPage',
);
const AdminReportContentPage = lazyPage(
  () => import('./pages/admin/report-content'),
  'AdminReportContentPage',
);
const AdminPromoCodesPage = lazyPage(
  () => import('./pages/admin/promo-codes'),
  'AdminPromoCodesPage',
);
const AdminNotificationsPage = lazyPage(
  () => import('./pages/admin/notifications'),
  'AdminNotificationsPage',
);
const AdminHeroSectionPage = lazyPage(
  () => import('./pages/admin/hero-section'),
  'AdminHeroSectionPage',
);
const AdminFinancePage = lazyPage(() => import('./pages/admin/finance'), 'AdminFinancePage');
const AdminFaviconPage = lazyPage(() => import('./pages/admin/favicon'), 'AdminFaviconPage');
const AdminChatbotPage = lazyPage(() => import('./pages/admin/chatbot'), 'AdminChatbotPage');
const AdminProfilePage = lazyPage(() => import('./pages/admin/profile'), 'AdminProfilePage');
const AdminSettingsPage = lazyPage(() => import('./pages/admin/settings'), 'AdminSettingsPage');
const AdminAuditLogPage = lazyPage(() => import('./pages/admin/audit-log'), 'AdminAuditLogPage');

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
      { path: 'account', element: <AccountPage /> },
      {
        path: 'admin',
        element: <AdminArea />,
        children: [
          { index: true, element: <Navigate to="/admin/dashboard" replace /> },
          { path: 'dashboard', element: <AdminDashboardPage /> },
          { path: 'events', element: <AdminEventsPage /> },
          {
            path: 'orders',
            element: <AdminOrdersPage />,
            children: [
              { index: true, element: <AdminAllOrders /> },
              { path: 'renewals', element: <AdminRenewals /> },
            ],
          },
          { path: 'packages', element: <AdminPackagesPage /> },
          { path: 'services', element: <Navigate to="/admin/packages" replace /> },
          { path: 'queries', element: <AdminQueriesPage /> },
          { path: 'vod-requests', element: <AdminVodRequestsPage /> },
          { path: 'report-content', element: <AdminReportContentPage /> },
          { path: 'promo-codes', element: <AdminPromoCodesPage /> },
          { path: 'notifications', element: <AdminNotificationsPage /> },
          { path: 'hero-section', element: <AdminHeroSectionPage /> },
          { path: 'finance', element: <AdminFinancePage /> },
          { path: 'settings/favicon', element: <AdminFaviconPage /> },
          { path: 'chatbot', element: <AdminChatbotPage /> },
          { path: 'profile', element: <AdminProfilePage /> },
          { path: 'settings', element: <AdminSettingsPage /> },
          { path: 'audit-log', element: <AdminAuditLogPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
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
