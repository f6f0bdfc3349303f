import { randomBytes } from 'node:crypto';
import { PASSWORD_RESET_MINUTES, RESET_LINKS_PER_ACCOUNT } from '@streamfront/contract';
import { z } from 'zod';
import { inTransaction } from '../../db/transaction.ts';
import { defineJob } from '../../jobs/define-job.ts';
import { greeting } from '../../lib/customer-text.ts';
import { hashSecret } from '../../lib/secret-hash.ts';
import { createAuthRepository } from './auth.repository.ts';
import { createPasswordResetsRepository } from './password-resets.repository.ts';

/**
 * Sends a reset link to the account of `email`, if there is one, after the request has been
 * answered: the answer costs the same for a known and an unknown address (one queued job),
 * so its timing tells nobody which addresses have accounts. The link's token exists only
 * here and in the mail: the job and the database keep its hash alone.
 */
export function passwordResetLinkJob(siteUrl: string) {
  return defineJob<{ email: string }>({
    kind: 'auth.password-reset-link',
    payload: z.object({ email: z.string() }),
    // A link is a fresh token each time: a failed try is not repeated, the person asks again.
    maxAttempts: 1,
    async run({ email }, { app }) {
      const user = await createAuthRepository(app.db).findUserByEmail(email);
      if (!user || user.disabled) return;
      const token = randomBytes(32).toString('base64url');
      const issued = await inTransaction(app.db, async (tx) => {
        const resets = createPasswordResetsRepository(tx);
        await resets.lockAccount(user.id);
        const since = new Date(Date.now() - RESET_LINKS_PER_ACCOUNT.windowMinutes * 60_000);
        const recent = await resets.countSince(user.id, since);
        if (recent >= RESET_LINKS_PER_ACCOUNT.max) return false;
        await resets.create({
          userId: user.id,
          tokenHash: hashSecret(token),
          expiresAt: new Date(Date.now() + PASSWORD_RESET_MINUTES * 60 * 1000),
        });
        return true;
      });
      if (!issued) return;
      const link = `${siteUrl}/login?resetToken=${token}`;
      await app.mail.send({
        to: user.email,
        subject: 'Choose a new Streamfront password',
        text:
          `${greeting(user.name)}\n\n` +
          `Someone asked to reset the password of your Streamfront account. To choose a new one, ` +
          `open this link within ${PASSWORD_RESET_MINUTES} minutes (it works once):\n\n${link}\n\n` +
          `Setting a new password signs you out everywhere else. If you did not ask, ignore ` +
          `this email: your password stays as it is.\n`,
      });
    },
  });
}
