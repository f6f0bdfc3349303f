/** Query keys of the notifications feature; mutations and live events refresh these. */
export const notificationsKeys = {
  all: ['notifications'] as const,
  /** The signed-in user's own inbox, newest first, page by page. */
  inbox: ['notifications', 'inbox'] as const,
  unreadCount: ['notifications', 'unread-count'] as const,
  /** Admin: what was sent from the back-office. */
  sent: ['notifications', 'sent'] as const,
};
