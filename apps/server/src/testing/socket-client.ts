import type { AddressInfo } from 'node:net';
import type { ClientToServerEvents, ServerToClientEvents } from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Listens on a free port of 127.0.0.1 and answers the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

const sockets = new Set<ClientSocket>();

/** A real socket.io client; no automatic reconnection unless asked, websocket only by default. */
export function socketClient(
  baseUrl: string,
  options: Partial<ManagerOptions & SocketOptions> = {},
): ClientSocket {
  const socket: ClientSocket = io(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: 5_000,
    ...options,
  });
  sockets.add(socket);
  return socket;
}

/** Resolves once connected; rejects with the `connect_error` the server answered. */
export function connected(socket: ClientSocket): Promise<ClientSocket> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve(socket);
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** The error a refused handshake produced (fails if the socket connects instead). */
export function refused(socket: ClientSocket): Promise<Error & { data?: { status?: number } }> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () =>
      reject(new Error('the socket connected but should have been refused')),
    );
    socket.once('connect_error', (error) =>
      resolve(error as Error & { data?: { status?: number } }),
    );
  });
}

type EventName = keyof ServerToClientEvents;
type Payload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

/** The next `event` on this socket, or a rejection after `ms`. */
export function nextEvent<E extends EventName>(
  socket: ClientSocket,
  event: E,
  ms = 5_000,
): Promise<Payload<E>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener as never);
      reject(new Error(`no ${event} within ${ms} ms`));
    }, ms);
    const listener = (payload: Payload<E>) => {
      clearTimeout(timer);
      socket.off(event, listener as never);
      resolve(payload);
    };
    socket.on(event, listener as never);
  });
}

/** Collects every server event this socket receives, for "nothing arrived" assertions. */
export function recordEvents(socket: ClientSocket): { name: string; payload: unknown }[] {
  const seen: { name: string; payload: unknown }[] = [];
  socket.onAny((name: string, payload: unknown) => seen.push({ name, payload }));
  return seen;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Closes every client this file opened. */
export function closeAllSockets() {
  for (const socket of sockets) socket.close();
  sockets.clear();
}
