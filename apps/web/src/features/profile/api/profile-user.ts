import type { AuthUser } from '@streamfront/contract';

/**
 * What a profile call answers (`{ data: user }`), and the part of it the signed-in session
 * keeps: the page hands these changes to the session, which this feature does not own.
 */
export interface ProfileChanges {
  name?: string;
  email?: string;
  photo?: string | null;
  /** A changed email starts unverified: the session must not keep the old address's proof. */
  emailVerified?: boolean;
}

export const profileChangesOf = (user: AuthUser): ProfileChanges => ({
  name: user.name,
  email: user.email,
  photo: user.photo,
  emailVerified: user.emailVerified,
});
