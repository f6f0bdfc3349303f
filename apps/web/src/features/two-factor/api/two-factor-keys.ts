/** Query keys of the signed-in person's two-factor sign-in. */
export const twoFactorKeys = {
  status: ['two-factor-status'] as const,
};
