import {
  ADMIN_SUBSCRIBE_RATE_LIMIT,
  AdminSubscribePayloadSchema,
  TWO_FACTOR_MESSAGES,
  type AdminSubscribeAck,
} from '@streamfront/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthContext } from '../auth/index.ts';
import { handshakeToken } from './handshake-auth.ts';
import { rooms } from './rooms.ts';
import type { LiveSocket } from './socket-types.ts';

type ResolveToken = (token: string | undefined) => Promise<AuthContext | null>;

/**
 * `admin:subscribe` (spec §6): joins the admin rooms when the socket's session is, right
 * now, an admin's, and not one waiting for two-factor enrolment (`waitsForTwoFactor`, the
 * rule of HTTP admin calls). Each call costs a database read, so a socket gets a small quota.
 */
export function handleAdminSubscribe(
  socket: LiveSocket,
  resolveToken: ResolveToken,
  log: FastifyBaseLogger,
  waitsForTwoFactor: (auth: AuthContext) => Promise<boolean>,
) {
  let windowStart = Date.now();
  let calls = 0;
  socket.on('admin:subscribe', (payload, ack) => {
    const reply = (answer: AdminSubscribeAck) => {
      if (typeof ack === 'function') ack(answer);
    };
    if (Date.now() - windowStart > ADMIN_SUBSCRIBE_RATE_LIMIT.windowMinutes * 60_000) {
      windowStart = Date.now();
      calls = 0;
    }
    if (++calls > ADMIN_SUBSCRIBE_RATE_LIMIT.max) {
      return reply({ ok: false, message: 'Too many requests. Please try again later.' });
    }
    subscribe(payload, reply).catch((error: unknown) => {
      log.error({ err: error }, 'admin:subscribe failed');
      reply({ ok: false, message: 'Subscription failed. Please try again.' });
    });
  });

  async function subscribe(payload: unknown, reply: (answer: AdminSubscribeAck) => void) {
    const parsed = AdminSubscribePayloadSchema.safeParse(payload);
    if (!parsed.success) return reply({ ok: false, message: 'Invalid subscription' });
    const userId = typeof parsed.data === 'string' ? parsed.data : parsed.data.userId;
    // The role is read again from the session, never taken from the payload or the token.
    const current = await resolveToken(handshakeToken(socket));
    if (!current) {
      reply({ ok: false, message: 'Your session has expired. Please log in again.' });
      socket.disconnect(true);
      return;
    }
    socket.data.auth = current;
    if (current.role !== 'admin' || current.userId !== userId) {
      return reply({ ok: false, message: 'Admin access required' });
    }
    if (await waitsForTwoFactor(current)) {
      return reply({ ok: false, message: TWO_FACTOR_MESSAGES.setupRequired });
    }
    await socket.join([rooms.admins, rooms.adminInbox(current.userId)]);
    reply({ ok: true });
  }
}
