import type { ClientToServerEvents, ServerToClientEvents } from '@streamfront/contract';
import type { Server, Socket } from 'socket.io';
import type { AuthContext } from '../auth/index.ts';

/** What the server keeps on each socket: the session it was opened with, kept current. */
export interface SocketData {
  auth: AuthContext;
}
type InterServerEvents = Record<string, never>;

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
export type LiveSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
