/** Room names, in one place so emitters and joiners cannot drift apart. */
export const rooms = {
  /** Every socket of one user, admin or not (all their tabs). */
  user: (userId: string) => `user:${userId}`,
  /** Every socket opened with one session (one sign-in), so logout can end them. */
  session: (sessionId: string) => `session:${sessionId}`,
  /** Every socket that subscribed as an admin (spec §6). */
  admins: 'admins',
  /**
   * The subscribed sockets of one admin. Each admin has their own row of an admin
   * notification (its id is what they mark read), so `admin:notification:new` goes here.
   */
  adminInbox: (userId: string) => `admin-inbox:${userId}`,
};
