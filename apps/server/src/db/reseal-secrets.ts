import { eq, isNotNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { isSealed, type SecretBox } from '../lib/secret-box.ts';
import type { Db } from './client.ts';
import {
  mailMessages,
  siteSettings,
  subscriptionAccess,
  users,
  webhookEndpoints,
} from './schema/index.ts';
import { inTransaction } from './transaction.ts';

interface SealedColumns {
  table: PgTable;
  id: PgColumn;
  /** Property name → column, as the table declares them. */
  columns: Record<string, PgColumn>;
}

/**
 * Every value sealed with the server's encryption key, table by table: what a change of key
 * must seal again. A column added with sealed values belongs here too.
 */
const SEALED: SealedColumns[] = [
  { table: mailMessages, id: mailMessages.id, columns: { sealed: mailMessages.sealed } },
  {
    table: subscriptionAccess,
    id: subscriptionAccess.id,
    columns: {
      passwordSealed: subscriptionAccess.passwordSealed,
      activationCodeSealed: subscriptionAccess.activationCodeSealed,
    },
  },
  {
    table: webhookEndpoints,
    id: webhookEndpoints.id,
    columns: { secretSealed: webhookEndpoints.secretSealed },
  },
  {
    table: siteSettings,
    id: siteSettings.id,
    columns: { provisioningSecretSealed: siteSettings.provisioningSecretSealed },
  },
  // An admin's two-factor key (decision 061).
  { table: users, id: users.id, columns: { totpSecret: users.totpSecret } },
];

/**
 * Opens each sealed value with `from` and seals it with `to`, all in one transaction: a value
 * that does not open with `from` stops it, and nothing is changed. Resolves to how many.
 */
export async function resealSecrets(db: Db, from: SecretBox, to: SecretBox): Promise<number> {
  return inTransaction(db, async (tx) => {
    let count = 0;
    for (const { table, id, columns } of SEALED) {
      for (const [name, column] of Object.entries(columns)) {
        const rows = (await tx
          .select({ id, value: column })
          .from(table)
          .where(isNotNull(column))) as { id: unknown; value: string }[];
        for (const row of rows) {
          // Not a sealed value (the demo endpoint's placeholder secret): nothing to open.
          if (!isSealed(row.value)) continue;
          await tx
            .update(table)
            .set({ [name]: to.seal(from.open(row.value)) })
            .where(eq(id, row.id));
          count += 1;
        }
      }
    }
    return count;
  });
}
