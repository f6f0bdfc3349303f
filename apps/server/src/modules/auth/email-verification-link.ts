import { randomBytes } from 'node:crypto';
import { EMAIL_VERIFICATION_HOURS, VERIFY_EMAIL_PATH } from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { hashSecret } from '../../lib/secret-hash.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { verifyEmailMail } from '../mail/templates/index.ts';
import { createEmailVerificationsRepository } from './email-verifications.repository.ts';

/**
 * Makes a verification link for the account's current address and queues its mail, both with
 * `db`, the transaction of the change that asks for it (a sign-up, an email change, a resend):
 * the link exists exactly when that change does. Unlike a reset link this needs no job of its
 * own before the mail: the caller already holds the account, so the answer's timing tells
 * nothing. The token is kept as its hash; the link waits sealed in the mail queue until sent.
 *
 * Without outgoing mail nothing is made (a link nobody is sent only waits to be stolen), and
 * false says so.
 */
export async function queueVerificationLink(
  app: FastifyInstance,
  db: Db,
  siteUrl: string,
  user: Pick<UserRow, 'id' | 'email' | 'name'>,
): Promise<boolean> {
  const links = createEmailVerificationsRepository(db);
  // One link works at a time: the newest, to the address the account has now. Retired even
  // without mail, so a link sent while mail was on cannot verify an address changed since.
  await links.retireUnused(user.id);
  if (!app.mail.configured) return false;
  const token = randomBytes(32).toString('base64url');
  await links.create({
    userId: user.id,
    email: user.email,
    tokenHash: hashSecret(token),
    expiresAt: new Date(Date.now() + EMAIL_VERIFICATION_HOURS * 3600_000),
  });
  await queueMail(app, db, {
    template: verifyEmailMail,
    to: user.email,
    userId: user.id,
    params: { name: user.name, link: `${siteUrl}${VERIFY_EMAIL_PATH}?token=${token}` },
  });
  return true;
}
