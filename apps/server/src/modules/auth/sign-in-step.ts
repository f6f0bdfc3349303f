import type { AdminTwoFactorMode, SignInAnswer } from '@streamfront/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema/index.ts';
import { startSessionFor } from './start-session.ts';
import { issueChallenge } from './two-factor-challenge.ts';

/**
 * What a right password earns (sign-in, and a password set with a reset link): a session, or,
 * for an account with two-factor sign-in, a challenge for the code and no session; for an admin
 * without it when ADMIN_2FA=required, a challenge to enrol with. Neither challenge is a token.
 */
export async function signInStep(
  app: FastifyInstance,
  user: UserRow,
  request: FastifyRequest,
  adminTwoFactor: AdminTwoFactorMode,
): Promise<SignInAnswer> {
  if (user.totpEnabledAt) {
    const challenge = issueChallenge(app.secrets, user, 'verify');
    return { success: true, data: { twoFactorRequired: true, challenge } };
  }
  if (adminTwoFactor === 'required' && user.role === 'admin') {
    const challenge = issueChallenge(app.secrets, user, 'enrol');
    return { success: true, data: { twoFactorSetupRequired: true, challenge } };
  }
  return startSessionFor(app, user, request);
}
