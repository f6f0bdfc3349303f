/** Query keys of the notifications feature; mutations and live events refresh these. */
export const notificationsKeys = {
  all: ['notifications'] as const,
  /** The signed-in user's own inbox, newest first, page by page. */
  inbox: ['notifications', 'inbox'] as const,
  unreadCount: ['notifications', 'unread-count'] as const,
  /** Admin: what was sent from the back-office. */
  sent: ['notifications', 'sent'] as const,
  /** Admin: the packages a send can go to, with their customer counts. */
  audiencePackages: ['notifications', 'audience-packages'] as const,
  /** Admin: customers found by email or name, to notify one. */
  recipients: (q: string) => ['notifications', 'recipients', q] as const,
};
