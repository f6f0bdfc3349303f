/** Query keys of the signed-in customer's email preferences. */
export const emailPreferencesKeys = {
  mine: ['email-preferences'] as const,
};
