import { getStoredUser, getToken, removeToken, setStoredUser } from '@/lib/storage';
import {
  decodeTokenPayload,
  normalizeRole,
  toStoredUser,
  userFromClaims,
  userFromStored,
  type SessionUser,
} from './session-user';

/** Asks the server who the token belongs to (the last resort of step 3). */
export type ValidateToken = () => Promise<unknown>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Step 3 accepts a reply (or its `data`) with a role, an id or an email. */
function validateAnswerUser(answer: unknown): SessionUser | null {
  if (!isRecord(answer)) return null;
  const source = isRecord(answer.data) ? answer.data : answer;
  const id = source.id ?? source._id;
  const { email, role, name } = source;
  if (id == null && email == null && role == null) return null;
  const user: SessionUser = {
    id: id == null ? '' : String(id),
    email: typeof email === 'string' ? email : '',
    role: normalizeRole(role),
  };
  if (typeof name === 'string' && name !== '') user.name = name;
  if (typeof source.emailVerified === 'boolean') user.emailVerified = source.emailVerified;
  return user;
}

/**
 * The start-up check of spec §4, in order:
 * no token → nobody; (1) the stored user when it parses and has an id; (2) the token's own
 * payload when it has an id or an email (then stored); (3) the validation endpoint when its
 * reply has a role, an id or an email; (4) otherwise the token stays and nobody is signed in.
 * An unexpected failure removes the token.
 */
export async function restoreSession(validate: ValidateToken): Promise<SessionUser | null> {
  const token = getToken();
  if (!token) return null;
  try {
    const stored = userFromStored(getStoredUser());
    if (stored) return stored;

    const payload = decodeTokenPayload(token);
    const fromToken = payload ? userFromClaims(payload) : null;
    if (fromToken) {
      setStoredUser(toStoredUser(fromToken));
      return fromToken;
    }

    return validateAnswerUser(await validate());
  } catch (error) {
    removeToken();
    console.error('Could not restore the session; signing out.', error);
    return null;
  }
}
