/**
 * Query keys of the signed-in customer's verification state. Under `auth`, beside the session
 * check (`['auth', 'validate', id]`): a verified link invalidates `['auth']` and both follow.
 * The email is in the key, so a changed address is asked about afresh.
 */
export const emailVerificationKeys = {
  all: ['auth'] as const,
  mine: (email: string) => ['auth', 'me', email] as const,
};
