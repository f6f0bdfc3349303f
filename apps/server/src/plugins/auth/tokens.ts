import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'streamfront';
const AUDIENCE = 'streamfront-web';
/** Both ids are database uuids: anything else would reach the query as a type error (a 500). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

/**
 * The payload carries id, email and role because the web client builds its user from a
 * decoded token when the stored one is missing (spec §4, start-up step 2). The session id
 * (`sid`) is what the server trusts: it is checked against the database on every call.
 */
export interface TokenClaims {
  sub: string;
  sid: string;
  id: string;
  email: string;
  role: 'user' | 'admin';
}

export class TokenService {
  readonly #key: Uint8Array;

  constructor(secret: string) {
    this.#key = new TextEncoder().encode(secret);
  }

  async sign(claims: Omit<TokenClaims, 'sub'>, expiresAt: Date): Promise<string> {
    return new SignJWT({ sid: claims.sid, id: claims.id, email: claims.email, role: claims.role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.id)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.#key);
  }

  /** Null for anything not signed by us with HS256, expired, or meant for someone else. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['exp', 'sub'],
      });
      if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string') return null;
      if (!UUID.test(payload.sid) || !UUID.test(payload.sub)) return null;
      return {
        sub: payload.sub,
        sid: payload.sid,
        id: payload.sub,
        email: String(payload.email ?? ''),
        role: payload.role === 'admin' ? 'admin' : 'user',
      };
    } catch {
      return null;
    }
  }
}
