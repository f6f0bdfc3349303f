import type { SocketRefusal } from '@streamfront/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthContext } from '../auth/index.ts';
import type { LiveSocket, RealtimeServer } from './socket-types.ts';

type ResolveToken = (token: string | undefined) => Promise<AuthContext | null>;

function refusal(
  message: string,
  status: SocketRefusal['status'],
): Error & { data: SocketRefusal } {
  return Object.assign(new Error(message), { data: { status } });
}

export function handshakeToken(socket: LiveSocket): string | undefined {
  // Only the handshake `auth` object: a token in the query string ends up in proxy and access logs.
  const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  return typeof token === 'string' && token.length > 0 && token.length < 4096 ? token : undefined;
}

/**
 * Every handshake — the first connection and every reconnection — is authenticated from
 * `auth.token` through the same session rule as HTTP (`resolveToken`).
 */
export function useHandshakeAuth(
  io: RealtimeServer,
  resolveToken: ResolveToken,
  log: FastifyBaseLogger,
) {
  io.use(async (socket, next) => {
    const token = handshakeToken(socket);
    if (!token) return next(refusal('Authentication required', 401));
    try {
      const auth = await resolveToken(token);
      if (!auth) return next(refusal('Your session has expired. Please log in again.', 401));
      socket.data.auth = auth;
      next();
    } catch (error) {
      log.error({ err: error }, 'socket authentication failed');
      next(refusal('Authentication is unavailable. Please try again.', 401));
    }
  });
}
