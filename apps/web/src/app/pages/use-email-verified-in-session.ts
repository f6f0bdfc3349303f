import { useEffect } from 'react';
import { useSession } from '@/features/auth/session/use-session';
import { useEmailVerification } from '@/features/email-verification/api/get-email-verification';

/**
 * Keeps the session's `emailVerified` as the server has it now: the stored session only knows
 * what sign-in said, and the link may have been opened since, on this device or another. For
 * pages where it matters (My account, the verification page, a free trial); the account's
 * verification notice asks the same query, so a page with both asks once.
 */
export function useEmailVerifiedInSession() {
  const { user, updateUser } = useSession();
  const { data } = useEmailVerification(user ? user.email : null);
  useEffect(() => {
    if (!user || !data || data.email !== user.email) return;
    if (user.emailVerified !== data.emailVerified)
      updateUser({ emailVerified: data.emailVerified });
  }, [user, data, updateUser]);
}
