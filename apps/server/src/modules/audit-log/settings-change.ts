import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from './audit.ts';

/** A group of site settings as its repository reads and writes it. */
export interface SettingsGroup<T, Body> {
  settings(): Promise<T>;
  updateSettings(body: Body): Promise<T>;
}

/**
 * An admin's change to one group of site settings (trials, retention…): saved and audited as
 * `action` in one transaction, the audit row keeping only what changed. Answers the saved group.
 */
export function saveSettingsAudited<T extends Record<string, unknown>, Body>(
  db: Db,
  input: { actorId: string; action: string; group: (tx: Db) => SettingsGroup<T, Body>; body: Body },
): Promise<T> {
  return inTransaction(db, async (tx) => {
    const group = input.group(tx);
    const before = await group.settings();
    const after = await group.updateSettings(input.body);
    await recordAudit(tx, {
      actorId: input.actorId,
      action: input.action,
      entityType: 'site_settings',
      entityId: null,
      before,
      after,
    });
    return after;
  });
}
