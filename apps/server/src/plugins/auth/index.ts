import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../http-errors.ts';
import { findActiveSession, touchSession, type AuthContext } from './sessions.ts';
import { TokenService } from './tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * Optional sign-in for public calls (forms, chat): `request.auth` is the live session or
     * null. A missing, bad or expired token is a visitor, never a 401: the web client would
     * otherwise clear the session and redirect mid-form (spec §4).
     */
    identify: (request: FastifyRequest) => Promise<void>;
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Resolves a raw token to its live session; used by HTTP and socket handshakes alike. */
    resolveToken: (token: string | undefined) => Promise<AuthContext | null>;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export type { AuthContext } from './sessions.ts';
export { TOKEN_TTL_SECONDS, TokenService } from './tokens.ts';

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value : undefined;
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: { jwtSecret: string }) => {
    const tokens = new TokenService(options.jwtSecret);
    app.decorate('tokens', tokens);
    app.decorateRequest('auth', null);

    app.decorate('resolveToken', async (token: string | undefined) => {
      if (!token) return null;
      const claims = await tokens.verify(token);
      if (!claims) return null;
      return findActiveSession(app.db, claims.sid, claims.sub);
    });

    const seen = async (request: FastifyRequest, auth: AuthContext) => {
      // A failed note of the last use must not fail the request it was noted for.
      await touchSession(app.db, auth, request.ip).catch((error: unknown) =>
        request.log.warn({ err: error }, 'could not note the session as seen'),
      );
    };

    app.decorate('identify', async (request: FastifyRequest) => {
      request.auth = await app.resolveToken(bearer(request));
      if (request.auth) await seen(request, request.auth);
    });

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearer(request);
      if (!token) throw unauthorized('Authentication required');
      const auth = await app.resolveToken(token);
      if (!auth) throw unauthorized('Your session has expired. Please log in again.');
      request.auth = auth;
      await seen(request, auth);
    });

    app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
      await app.authenticate(request, reply);
      if (request.auth?.role !== 'admin') throw forbidden('Admin access required');
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
