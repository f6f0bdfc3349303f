import { vi } from 'vitest';
import type { LiveSocket, LiveSocketFactory, LiveSocketOptions } from '../live/live-connection';

type Listener = (...args: never[]) => void;

class Emitter {
  private listeners = new Map<string, Set<Listener>>();
  on(event: string, listener: Listener) {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) {
      (listener as (...values: unknown[]) => void)(...args);
    }
  }
  count(event: string) {
    return this.listeners.get(event)?.size ?? 0;
  }
}

/**
 * Stands in for a socket.io client socket at the connection module's boundary: records what
 * the client emits, and lets a test play the server (connect, drop, refuse, send events).
 */
export class FakeLiveSocket extends Emitter {
  readonly options: LiveSocketOptions;
  readonly emitted: { event: string; args: unknown[] }[] = [];
  /** What `admin:subscribe` acknowledgements answer; `null` leaves them unanswered. */
  subscribeAnswer: { ok: true } | { ok: false; message: string } | null = { ok: true };
  active = true;
  connected = false;
  readonly disconnect = vi.fn(() => {
    const wasConnected = this.connected;
    this.active = false;
    this.connected = false;
    if (wasConnected) this.fire('disconnect', 'io client disconnect');
    return this;
  });
  readonly io: Emitter & { opts: { transports: unknown[] } };

  constructor(options: LiveSocketOptions) {
    super();
    this.options = options;
    this.io = Object.assign(new Emitter(), {
      opts: { transports: [...((options.transports as unknown[] | undefined) ?? [])] },
    });
  }

  emit(event: string, ...args: unknown[]) {
    this.emitted.push({ event, args });
    const ack = args.at(-1);
    if (event === 'admin:subscribe' && typeof ack === 'function' && this.subscribeAnswer) {
      (ack as (answer: unknown) => void)(this.subscribeAnswer);
    }
    return this;
  }

  /** The handshake token the client would present now. */
  handshakeAuth(): unknown {
    const auth = this.options.auth;
    let sent: unknown;
    if (typeof auth === 'function') auth((data) => (sent = data));
    else sent = auth;
    return sent;
  }

  subscribes(): unknown[] {
    return this.emitted.filter((e) => e.event === 'admin:subscribe').map((e) => e.args[0]);
  }

  serverAccepts() {
    this.connected = true;
    this.fire('connect');
  }

  /** The network drops: socket.io keeps the socket active and reconnects by itself. */
  drop() {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }

  /** The server refuses the handshake (middleware error): socket.io does not retry. */
  serverRefuses(message = 'Authentication required') {
    this.active = false;
    this.fire('connect_error', Object.assign(new Error(message), { data: { status: 401 } }));
  }

  /** The connection could not be made; socket.io will try again. */
  connectionFails(message = 'websocket error') {
    this.fire('connect_error', new Error(message));
  }

  serverSends(event: string, payload: unknown) {
    this.fire(event, payload);
  }
}

/** A socket factory for tests; `sockets` lists every socket it made, newest last. */
export function fakeSocketFactory() {
  const sockets: FakeLiveSocket[] = [];
  const create = vi.fn((options: LiveSocketOptions) => {
    const socket = new FakeLiveSocket(options);
    sockets.push(socket);
    return socket as unknown as LiveSocket;
  });
  return {
    create: create as unknown as LiveSocketFactory & typeof create,
    sockets,
    last(): FakeLiveSocket {
      const socket = sockets.at(-1);
      if (!socket) throw new Error('No socket was created');
      return socket;
    },
  };
}

/** Lets the connection module's asynchronous socket creation finish. */
export async function flushSocketCreation(): Promise<void> {
  // Microtasks only, so it works the same with fake timers.
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}
