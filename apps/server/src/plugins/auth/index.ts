import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../http-errors.ts';
import { findActiveSession, touchSession, type AuthContext } from './sessions.ts';
import { TokenService } from './tokens.ts';
import { adminTwoFactorGate, enrolmentRequired } from './two-factor-gate.ts';

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
    /**
     * Whether an admin session waits for its owner to enrol in two-factor sign-in
     * (ADMIN_2FA=required): then it is refused admin calls and admin rooms.
     */
    waitsForTwoFactor: (auth: AuthContext) => Promise<boolean>;
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
  async (
    app: FastifyInstance,
    options: { jwtSecret: string; adminTwoFactor?: 'optional' | 'required' },
  ) => {
    const tokens = new TokenService(options.jwtSecret);
    app.decorate('tokens', tokens);
    app.decorate(
      'waitsForTwoFactor',
      adminTwoFactorGate(app.db, options.adminTwoFactor ?? 'optional'),
    );
    app.decorateRequest('auth', null);

    app.decorate('resolveToken', async (token: string | undefined) => {
      if (!token) return null;
      const claims = await tokens.verify(token);
      if (!claims) return null;
      return findActiveSession(app.db, claims.sid, claims.sub);
    });

    // A session's last use is noted as its answer leaves, and only for an answer that is not
    // a refusal: a refused request writes nothing (hostile-input.test.ts). Before the answer is
    // sent, so whoever reads the list next sees it.
    app.addHook('onSend', async (request, reply, payload) => {
      const auth = request.auth;
      if (auth && reply.statusCode < 400) {
        await touchSession(app.db, auth, request.ip).catch((error: unknown) =>
          request.log.warn({ err: error }, 'could not note the session as seen'),
        );
      }
      return payload;
    });

    app.decorate('identify', async (request: FastifyRequest) => {
      request.auth = await app.resolveToken(bearer(request));
    });

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearer(request);
      if (!token) throw unauthorized('Authentication required');
      const auth = await app.resolveToken(token);
      if (!auth) throw unauthorized('Your session has expired. Please log in again.');
      request.auth = auth;
    });

    app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
      await app.authenticate(request, reply);
      if (request.auth?.role !== 'admin') throw forbidden('Admin access required');
      if (await app.waitsForTwoFactor(request.auth)) throw enrolmentRequired();
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
