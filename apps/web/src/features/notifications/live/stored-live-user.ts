import { getStoredUser, getToken } from '@/lib/storage';
import type { LiveUser } from './live-connection';

function text(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

/**
 * Spec §3/§4: the live channel uses the stored user (id or _id, role, token), not the
 * in-memory session, so every tab reads the same sign-in.
 */
export function readStoredLiveUser(): LiveUser | null {
  const stored = getStoredUser();
  if (typeof stored !== 'object' || stored === null) return null;
  const record = stored as Record<string, unknown>;
  const id = text(record.id) ?? text(record._id);
  // A user rebuilt from the token's payload at start-up (spec §4 step 2) has no token copy;
  // the token under its own key is the same sign-in.
  const token = text(record.token) ?? text(getToken());
  if (!id || !token) return null;
  const role = typeof record.role === 'string' ? record.role.trim().toLowerCase() : '';
  return { id, token, role: role || 'user' };
}
