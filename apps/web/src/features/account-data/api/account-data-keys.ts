/** Query keys of "Your data": the person's exports. */
export const accountDataKeys = {
  exports: ['account-exports'] as const,
};
