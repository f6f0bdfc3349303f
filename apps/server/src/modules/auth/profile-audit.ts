import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { recordAudit } from '../audit-log/audit.ts';

type ProfileFields = Partial<Pick<UserRow, 'name' | 'email' | 'photo'>>;

/**
 * A person's change to their own account, as a `user` row of the audit log (decision 033):
 * the account is both the actor and the record. Only the changed fields are kept; a password
 * change keeps none, only that it happened.
 */
export function auditOwnChange(
  tx: Db,
  userId: string,
  action: 'update' | 'email' | 'photo' | 'password',
  before: ProfileFields | null = null,
  after: ProfileFields | null = null,
) {
  return recordAudit(tx, {
    actorId: userId,
    action: `user.${action}`,
    entityType: 'user',
    entityId: userId,
    before,
    after,
  });
}

/** The fields of a row a profile audit compares. */
export const profileFields = (row: Pick<UserRow, 'name' | 'email' | 'photo'>) => ({
  name: row.name,
  email: row.email,
  photo: row.photo,
});
