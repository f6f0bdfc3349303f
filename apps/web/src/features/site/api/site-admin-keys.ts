/** Query keys of the back-office's site content; each write invalidates its own and `site`. */
export const siteAdminKeys = {
  settings: ['admin-site', 'settings'] as const,
  provisioning: ['admin-site', 'provisioning'] as const,
  hero: ['admin-site', 'hero'] as const,
  faq: ['admin-site', 'faq'] as const,
  faqList: (query: Record<string, string | number>) => ['admin-site', 'faq', query] as const,
};
