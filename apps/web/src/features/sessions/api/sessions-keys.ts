/** Query keys of the signed-in person's sessions. */
export const sessionsKeys = {
  mine: ['account-sessions'] as const,
};
