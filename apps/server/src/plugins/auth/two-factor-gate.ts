import { TWO_FACTOR_MESSAGES, TWO_FACTOR_SETUP_REQUIRED } from '@streamfront/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { HttpError } from '../http-errors.ts';
import type { AuthContext } from './sessions.ts';

/**
 * ADMIN_2FA=required (decision 061): an admin session of an account without two-factor sign-in
 * (signed in before the rule, or turned off since) is no admin's until its owner enrols. HTTP
 * admin calls and the socket's admin rooms both ask here. With `optional` nothing is read.
 */
export function adminTwoFactorGate(db: Db, mode: 'optional' | 'required') {
  return async function waitsForEnrolment(auth: AuthContext): Promise<boolean> {
    if (mode !== 'required' || auth.role !== 'admin') return false;
    const [row] = await db
      .select({ enabledAt: users.totpEnabledAt })
      .from(users)
      .where(eq(users.id, auth.userId))
      .limit(1);
    return !row?.enabledAt;
  };
}

/** The refusal: 403 with a reason the web app (and a script) can tell from a role refusal. */
export const enrolmentRequired = () =>
  new HttpError(403, TWO_FACTOR_MESSAGES.setupRequired, { reason: TWO_FACTOR_SETUP_REQUIRED });
