import { randomBytes } from 'node:crypto';
import { PASSWORD_RESET_MINUTES, RESET_LINKS_PER_ACCOUNT } from '@streamfront/contract';
import { z } from 'zod';
import { defineJob } from '../../jobs/define-job.ts';
import { hashSecret } from '../../lib/secret-hash.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { passwordResetMail } from '../mail/templates/index.ts';
import { createAuthRepository } from './auth.repository.ts';
import { createPasswordResetsRepository } from './password-resets.repository.ts';

/**
 * Sends a reset link to the account of `email`, if there is one, after the request has been
 * answered: the answer costs the same for a known and an unknown address (one queued job),
 * so its timing tells nobody which addresses have accounts. The token is kept as its hash;
 * the link itself waits sealed in the mail queue until it is sent.
 */
export function passwordResetLinkJob(siteUrl: string) {
  return defineJob<{ email: string }>({
    kind: 'auth.password-reset-link',
    payload: z.object({ email: z.string() }),
    // Its writes and its mail commit together; sending is the mail job's, with its retries.
    transactional: true,
    maxAttempts: 3,
    // `db` is the job's own transaction: the link, its mail and the job's end are one step.
    async run({ email }, { app, db }) {
      const user = await createAuthRepository(db).findUserByEmail(email);
      if (!user || user.disabled) return;
      const resets = createPasswordResetsRepository(db);
      await resets.lockAccount(user.id);
      const since = new Date(Date.now() - RESET_LINKS_PER_ACCOUNT.windowMinutes * 60_000);
      if ((await resets.countSince(user.id, since)) >= RESET_LINKS_PER_ACCOUNT.max) return;
      const token = randomBytes(32).toString('base64url');
      await resets.create({
        userId: user.id,
        tokenHash: hashSecret(token),
        expiresAt: new Date(Date.now() + PASSWORD_RESET_MINUTES * 60 * 1000),
      });
      // The link travels sealed in the mail queue and is forgotten once sent.
      await queueMail(app, db, {
        template: passwordResetMail,
        to: user.email,
        userId: user.id,
        params: { name: user.name, link: `${siteUrl}/login?resetToken=${token}` },
      });
    },
  });
}
