import { pgliteDir } from './config-data-dir.ts';
import { loadConfig, StartupError } from './config.ts';
import { createDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { inTransaction } from './db/transaction.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { createTwoFactorRepository } from './modules/auth/two-factor.repository.ts';
import { recordAudit } from './modules/audit-log/audit.ts';

/**
 * `npm run reset-two-factor --workspace @streamfront/server -- EMAIL`: turns two-factor sign-in off
 * for an account whose owner lost both the phone and the recovery codes (decision 061). The
 * password alone signs in again, or, with ADMIN_2FA=required, leads to a new set-up. Run by
 * the operator, who has the machine: on the embedded database with the server stopped.
 */
async function main() {
  const email = (process.argv[2] ?? '').trim().toLowerCase();
  if (!email.includes('@')) throw new StartupError('Give the email of the account');
  const config = loadConfig();
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : pgliteDir(config.dataDir),
  });
  try {
    await runMigrations(database);
    const user = await createAuthRepository(database.db).findUserByEmail(email);
    if (!user) throw new StartupError(`No account has the email ${email}`);
    if (!user.totpEnabledAt && !user.totpSecret) {
      console.log(`Two-factor sign-in is not on for ${email}: nothing to do.`);
      return;
    }
    await inTransaction(database.db, async (tx) => {
      await createTwoFactorRepository(tx).disable(user.id);
      // Nobody signed in did it: the entry has no actor.
      await recordAudit(tx, {
        actorId: null,
        action: 'user.two_factor_off',
        entityType: 'user',
        entityId: user.id,
      });
    });
    console.log(`Two-factor sign-in is off for ${email}; its recovery codes are gone.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
