import type { AuthUser } from '@streamfront/contract';

/**
 * What a profile call answers (`{ data: user }`), and the part of it the signed-in session
 * keeps: the page hands these changes to the session, which this feature does not own.
 */
export interface ProfileChanges {
  name?: string;
  email?: string;
  photo?: string | null;
}

export const profileChangesOf = (user: AuthUser): ProfileChanges => ({
  name: user.name,
  email: user.email,
  photo: user.photo,
});
