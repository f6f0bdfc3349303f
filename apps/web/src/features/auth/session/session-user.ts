import type { LoginUserData } from '@/lib/login-response';

/** Spec §3, session user. */
export interface SessionUser {
  id: string;
  email: string;
  /** Lower-cased; 'user' unless the server says otherwise. */
  role: string;
  name?: string;
  /** Set at login only. */
  photo?: string | null;
  /** Set at login only. */
  token?: string;
  /**
   * Whether the email is verified, as the server last said (sign-in, or a page that asks it
   * again: app/pages/use-email-verified-in-session.ts); undefined until it has said.
   */
  emailVerified?: boolean;
}

/** What goes under the `user` storage key: live features read `id`, `_id`, `role`, `token`. */
export type StoredUser = SessionUser & { _id: string };

export const DEFAULT_ROLE = 'user';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

export function normalizeRole(role: unknown): string {
  const value = typeof role === 'string' ? role.trim().toLowerCase() : '';
  return value || DEFAULT_ROLE;
}

export function isAdminUser(user: Pick<SessionUser, 'role'> | null | undefined): boolean {
  return user?.role === 'admin';
}

function idOf(value: Record<string, unknown>): string | undefined {
  return text(value.id) ?? text(value._id);
}

/** A user built from claims (token payload, validate answer): needs an id or an email. */
export function userFromClaims(value: unknown): SessionUser | null {
  if (!isRecord(value)) return null;
  const id = idOf(value);
  const email = text(value.email);
  if (id === undefined && email === undefined) return null;
  const user: SessionUser = { id: id ?? '', email: email ?? '', role: normalizeRole(value.role) };
  const name = text(value.name);
  if (name) user.name = name;
  return user;
}

/** Step 1 of the start-up check: the stored user counts only when it has an id. */
export function userFromStored(value: unknown): SessionUser | null {
  if (!isRecord(value) || idOf(value) === undefined) return null;
  const user = userFromClaims(value);
  if (!user) return null;
  if (typeof value.photo === 'string' || value.photo === null) user.photo = value.photo;
  const token = text(value.token);
  if (token) user.token = token;
  if (typeof value.emailVerified === 'boolean') user.emailVerified = value.emailVerified;
  return user;
}

/** The user a sign-in answer describes (spec §3: email falls back to the typed one). */
export function userFromLogin(data: LoginUserData, typedEmail: string, token: string): SessionUser {
  const user: SessionUser = {
    id: idOf(data) ?? '',
    email: text(data.email) ?? typedEmail,
    role: normalizeRole(data.role),
    token,
  };
  const name = text(data.name);
  if (name) user.name = name;
  if (typeof data.photo === 'string' || data.photo === null) user.photo = data.photo;
  if (typeof data.emailVerified === 'boolean') user.emailVerified = data.emailVerified;
  return user;
}

export function toStoredUser(user: SessionUser): StoredUser {
  return { ...user, _id: user.id };
}

/** The payload of a JWT, without checking it: only the server can verify the signature. */
export function decodeTokenPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    const payload = JSON.parse(new TextDecoder().decode(bytes)) as unknown;
    return isRecord(payload) ? payload : null;
  } catch {
    return null;
  }
}
