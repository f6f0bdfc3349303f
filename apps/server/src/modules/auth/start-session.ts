import type { AuthUser } from '@streamfront/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema/index.ts';
import { TOKEN_TTL_SECONDS } from '../../plugins/auth/index.ts';
import { createAuthRepository } from './auth.repository.ts';

export function toAuthUser(
  row: Pick<UserRow, 'id' | 'email' | 'name' | 'role' | 'photo' | 'emailVerifiedAt'>,
): AuthUser {
  return {
    _id: row.id,
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    photo: row.photo,
    emailVerified: row.emailVerifiedAt !== null,
  };
}

/** A new session row and its token: what sign-in, registration and a new password answer. */
export async function startSessionFor(
  app: FastifyInstance,
  user: UserRow,
  request: FastifyRequest,
) {
  const expiresAt = new Date(Date.now() + TOKEN_TTL_SECONDS * 1000);
  const session = await createAuthRepository(app.db).createSession({
    userId: user.id,
    expiresAt,
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
    address: request.ip,
  });
  const token = await app.tokens.sign(
    { sid: session.id, id: user.id, email: user.email, role: user.role },
    expiresAt,
  );
  return { success: true as const, data: { token, user: toAuthUser(user) } };
}
