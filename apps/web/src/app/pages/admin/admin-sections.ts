/** Every section of the admin area (spec §2), in sidebar order; paths are under /admin. */
export const ADMIN_SECTIONS = [
  { path: 'dashboard', label: 'Dashboard' },
  { path: 'events', label: 'Events' },
  { path: 'orders', label: 'Orders' },
  { path: 'customers', label: 'Customers' },
  { path: 'trials', label: 'Trials' },
  { path: 'packages', label: 'Packages' },
  { path: 'queries', label: 'Queries' },
  { path: 'vod-requests', label: 'VOD requests' },
  { path: 'report-content', label: 'Content reports' },
  { path: 'promo-codes', label: 'Promo codes' },
  { path: 'notifications', label: 'Notifications' },
  { path: 'hero-section', label: 'Hero section' },
  { path: 'finance', label: 'Finance' },
  { path: 'business', label: 'Business' },
  { path: 'settings/favicon', label: 'Favicon' },
  { path: 'settings/webhooks', label: 'Webhooks' },
  { path: 'chatbot', label: 'Chatbot' },
  { path: 'profile', label: 'Profile' },
  { path: 'settings', label: 'Settings' },
  { path: 'mail', label: 'Mail log' },
  { path: 'jobs', label: 'Jobs' },
  { path: 'audit-log', label: 'Audit log' },
] as const;

export type AdminSectionPath = (typeof ADMIN_SECTIONS)[number]['path'];
