import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recoveryCodes, users } from '../../db/schema/index.ts';

/**
 * The SQL of two-factor sign-in: the sealed key and its last accepted step on `users`, the
 * hashed recovery codes in `recovery_codes`. Every "use once" here is one conditional write,
 * so two requests with the same code cannot both pass.
 */
export function createTwoFactorRepository(db: Db) {
  return {
    /** A new key waiting for its first code; never over a key in use. */
    async storePendingSecret(userId: string, sealedSecret: string): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ totpSecret: sealedSecret, totpLastStep: null, updatedAt: new Date() })
        .where(and(eq(users.id, userId), isNull(users.totpEnabledAt)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /**
     * Records `step` as the last code accepted, if no code of it or later was: false means the
     * code was already used (a replay, or a twin request that won).
     */
    async takeStep(userId: string, step: number): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ totpLastStep: step })
        .where(
          and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))),
        )
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /**
     * Turns the pending key on with the step of the code that confirmed it, and replaces the
     * recovery codes with `codeHashes`. False when it was turned on meanwhile.
     */
    async enable(userId: string, step: number, codeHashes: string[]): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ totpEnabledAt: new Date(), totpLastStep: step, updatedAt: new Date() })
        .where(and(eq(users.id, userId), isNull(users.totpEnabledAt)))
        .returning({ id: users.id });
      if (rows.length === 0) return false;
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
      return true;
    },

    /** Uses one unused recovery code; false when none of the account's matches. */
    async useRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
      const rows = await db
        .update(recoveryCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(recoveryCodes.userId, userId),
            eq(recoveryCodes.codeHash, codeHash),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id });
      return rows.length > 0;
    },

    async recoveryCodesLeft(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return row?.n ?? 0;
    },

    /** Off: the key, its last step and every recovery code go. */
    async disable(userId: string): Promise<void> {
      await db
        .update(users)
        .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: new Date() })
        .where(eq(users.id, userId));
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    },
  };
}
