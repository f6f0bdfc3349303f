import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { lazyPage } from '@/app/lazy-page';
import { AdminArea } from './admin-area';

const AdminDashboardPage = lazyPage(() => import('./dashboard'), 'AdminDashboardPage');
const AdminEventsPage = lazyPage(() => import('./events'), 'AdminEventsPage');
const AdminOrdersPage = lazyPage(() => import('./orders'), 'AdminOrdersPage');
const AdminAllOrders = lazyPage(() => import('./orders'), 'AdminAllOrders');
const AdminRenewals = lazyPage(() => import('./orders'), 'AdminRenewals');
const AdminCustomersPage = lazyPage(() => import('./customers'), 'AdminCustomersPage');
const AdminTrialsPage = lazyPage(() => import('./trials'), 'AdminTrialsPage');
const AdminPackagesPage = lazyPage(() => import('./packages'), 'AdminPackagesPage');
const AdminQueriesPage = lazyPage(() => import('./queries'), 'AdminQueriesPage');
const AdminVodRequestsPage = lazyPage(() => import('./vod-requests'), 'AdminVodRequestsPage');
const AdminReportContentPage = lazyPage(() => import('./report-content'), 'AdminReportContentPage');
const AdminPromoCodesPage = lazyPage(() => import('./promo-codes'), 'AdminPromoCodesPage');
const AdminNotificationsPage = lazyPage(() => import('./notifications'), 'AdminNotificationsPage');
const AdminHeroSectionPage = lazyPage(() => import('./hero-section'), 'AdminHeroSectionPage');
const AdminFinancePage = lazyPage(() => import('./finance'), 'AdminFinancePage');
const AdminBusinessPage = lazyPage(() => import('./business'), 'AdminBusinessPage');
const AdminFaviconPage = lazyPage(() => import('./favicon'), 'AdminFaviconPage');
const AdminWebhooksPage = lazyPage(() => import('./webhooks'), 'AdminWebhooksPage');
const AdminChatbotPage = lazyPage(() => import('./chatbot'), 'AdminChatbotPage');
const AdminProfilePage = lazyPage(() => import('./profile'), 'AdminProfilePage');
const AdminSettingsPage = lazyPage(() => import('./settings'), 'AdminSettingsPage');
const AdminMailPage = lazyPage(() => import('./mail'), 'AdminMailPage');
const AdminJobsPage = lazyPage(() => import('./jobs'), 'AdminJobsPage');
const AdminAuditLogPage = lazyPage(() => import('./audit-log'), 'AdminAuditLogPage');
const NotFoundPage = lazyPage(() => import('@/app/pages/not-found'), 'NotFoundPage');

/**
 * The /admin tree of spec §2, under the app's `admin/*` route: paths are relative to /admin.
 * Its own chunk, with the frame (AdminArea), so that no public page carries the list of the
 * admin pages' files; each page is still a chunk of its own.
 */
export const adminRoutes: RouteObject[] = [
  {
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
      { path: 'customers', element: <AdminCustomersPage /> },
      { path: 'trials', element: <AdminTrialsPage /> },
      { path: 'packages', element: <AdminPackagesPage /> },
      { path: 'services', element: <Navigate to="/admin/packages" replace /> },
      { path: 'queries', element: <AdminQueriesPage /> },
      { path: 'vod-requests', element: <AdminVodRequestsPage /> },
      { path: 'report-content', element: <AdminReportContentPage /> },
      { path: 'promo-codes', element: <AdminPromoCodesPage /> },
      { path: 'notifications', element: <AdminNotificationsPage /> },
      { path: 'hero-section', element: <AdminHeroSectionPage /> },
      { path: 'finance', element: <AdminFinancePage /> },
      { path: 'business', element: <AdminBusinessPage /> },
      { path: 'settings/favicon', element: <AdminFaviconPage /> },
      { path: 'settings/webhooks', element: <AdminWebhooksPage /> },
      { path: 'chatbot', element: <AdminChatbotPage /> },
      { path: 'profile', element: <AdminProfilePage /> },
      { path: 'settings', element: <AdminSettingsPage /> },
      { path: 'mail', element: <AdminMailPage /> },
      { path: 'jobs', element: <AdminJobsPage /> },
      { path: 'audit-log', element: <AdminAuditLogPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AdminRoutes() {
  return useRoutes(adminRoutes);
}
