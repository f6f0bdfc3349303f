import type { Db } from '../../db/client.ts';
import { findLiveSessionRoles } from '../auth/sessions.ts';
import { rooms } from './rooms.ts';
import type { RealtimeServer } from './socket-types.ts';

/**
 * Re-checks the session of every socket on this instance against the same rule as HTTP
 * auth: ends the sockets of dead sessions, takes ex-admins out of the admin rooms.
 */
export async function sweepSessions(io: RealtimeServer, db: Db): Promise<void> {
  const local = [...io.of('/').sockets.values()];
  if (local.length === 0) return;
  const live = await findLiveSessionRoles(db, [
    ...new Set(local.map((s) => s.data.auth.sessionId)),
  ]);
  for (const socket of local) {
    const role = live.get(socket.data.auth.sessionId);
    if (!role) {
      socket.disconnect(true);
    } else if (role !== socket.data.auth.role) {
      socket.data.auth = { ...socket.data.auth, role };
      if (role !== 'admin') {
        void socket.leave(rooms.admins);
        void socket.leave(rooms.adminInbox(socket.data.auth.userId));
      }
    }
  }
}
