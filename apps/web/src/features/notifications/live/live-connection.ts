import type {
  AdminRecordChangedEvent,
  AdminSubscribeAck,
  ClientToServerEvents,
  Notification,
  NotificationChangeEvent,
  NotificationReadEvent,
  ServerToClientEvents,
} from '@streamfront/contract';
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { FALLBACK_TRANSPORTS, LIVE_SOCKET_OPTIONS, SUBSCRIBE_RETRY_DELAYS_MS } from './live-config';
import { isChangeEvent, isNotification, isReadEvent, isRecordChangedEvent } from './live-payloads';

/** Spec §4, live connection. */
export type LiveState = 'connecting' | 'connected' | 'disconnected' | 'reconnecting';

export type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type LiveSocketOptions = Partial<ManagerOptions & SocketOptions>;
/** Opens the socket; the real one loads socket.io-client on demand, tests pass a fake. */
export type LiveSocketFactory = (options: LiveSocketOptions) => LiveSocket | Promise<LiveSocket>;

/** Spec §3: the stored user that live features read (id, role, token). */
export interface LiveUser {
  id: string;
  role: string;
  token: string;
}

/** Why the inbox should be fetched again: something may have been sent while we were away. */
export type ResyncReason = 'connected' | 'reconnected' | 'subscribe-retry';

export interface LiveHandlers {
  /** A new notification for this user, on the admin or the customer channel. */
  onNew(notification: Notification, channel: 'admin' | 'customer'): void;
  /** One notification became read (in this tab or another). */
  onRead(event: NotificationReadEvent): void;
  /**
   * Read-all, delete, delete-all: the list changed in ways a refetch tells best. `event` is
   * null when its payload was malformed.
   */
  onChanged(kind: 'updated' | 'deleted', event: NotificationChangeEvent | null): void;
  onResync(reason: ResyncReason): void;
  /** Another admin (or another tab) changed a back-office record. */
  onRecordChanged(event: AdminRecordChangedEvent): void;
}

export interface LiveConnection {
  readonly user: LiveUser;
  getState(): LiveState;
  /** Whether the server confirmed `admin:subscribe` on the current connection. */
  isAdminSubscribed(): boolean;
  /** Calls `listener` on every change of either; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  close(): void;
}

export interface OpenLiveConnectionInput {
  user: LiveUser;
  createSocket: LiveSocketFactory;
  handlers: LiveHandlers;
  /** The stored user's token for each handshake, read again on every reconnection. */
  readToken: () => string | null;
}

/**
 * One socket.io connection with the states of spec §4 and the timings of spec §9.
 *
 * Admins: on every connection the client emits `admin:subscribe` with the user id (spec §6).
 * The server joins the admin rooms only after a database read, so an `admin:notification:new`
 * sent meanwhile would miss this tab. Hence the retry of spec §9, at +1 s and again 2 s later
 * (+3 s): each time `admin:subscribe` is emitted again unless the server has already answered
 * `{ ok: true }` on this connection (joining twice is harmless), and the inbox and unread count
 * are refetched, which brings in anything sent before the join took effect.
 *
 * Every reconnection refetches at once (nothing sent while away is missed, issue 4) and, for
 * an admin, subscribes again with the same retries: rooms do not survive a new connection.
 */
export function openLiveConnection({
  user,
  createSocket,
  handlers,
  readToken,
}: OpenLiveConnectionInput): LiveConnection {
  const isAdmin = user.role === 'admin';
  const listeners = new Set<() => void>();
  let state: LiveState = 'connecting';
  let socket: LiveSocket | null = null;
  let closed = false;
  let connectedBefore = false;
  let adminSubscribed = false;
  let retryTimers: ReturnType<typeof setTimeout>[] = [];

  function notify() {
    for (const listener of [...listeners]) listener();
  }

  function setState(next: LiveState) {
    if (next !== 'connected') adminSubscribed = false;
    if (state === next) return;
    state = next;
    notify();
  }

  function clearRetries() {
    for (const timer of retryTimers) clearTimeout(timer);
    retryTimers = [];
  }

  function subscribeAsAdmin(live: LiveSocket) {
    let confirmed = false;
    let refusalLogged = false;
    const send = () =>
      live.emit('admin:subscribe', user.id, (answer: AdminSubscribeAck) => {
        if (answer.ok) {
          confirmed = true;
          if (!adminSubscribed && live.connected) {
            adminSubscribed = true;
            notify();
          }
        } else if (!refusalLogged) {
          refusalLogged = true;
          console.warn(`Live notifications: admin subscription refused (${answer.message})`);
        }
      });
    send();
    let at = 0;
    for (const delay of SUBSCRIBE_RETRY_DELAYS_MS) {
      at += delay;
      retryTimers.push(
        setTimeout(() => {
          if (!confirmed) send();
          handlers.onResync('subscribe-retry');
        }, at),
      );
    }
  }

  function wire(live: LiveSocket) {
    live.on('connect', () => {
      clearRetries();
      setState('connected');
      const reconnected = connectedBefore;
      connectedBefore = true;
      // An admin's first sync comes with the subscription retries below.
      if (reconnected) handlers.onResync('reconnected');
      else if (!isAdmin) handlers.onResync('connected');
      if (isAdmin) subscribeAsAdmin(live);
    });

    live.on('disconnect', () => {
      clearRetries();
      // `active`: the client will reconnect by itself (not after a server kick or close()).
      setState(live.active ? 'reconnecting' : 'disconnected');
    });

    live.on('connect_error', (error) => {
      // Spec §4: polling first from now on; a proxy that breaks WebSockets still lets it through.
      live.io.opts.transports = [...FALLBACK_TRANSPORTS];
      if (live.active) {
        setState('reconnecting');
      } else {
        // Refused by the server (no or stale token): socket.io does not retry that.
        console.warn(`Live notifications: connection refused (${error.message})`);
        setState('disconnected');
      }
    });

    live.io.on('reconnect_attempt', () => setState('reconnecting'));
    live.io.on('reconnect_failed', () => setState('disconnected'));

    // Payloads are checked before use: a malformed one is ignored rather than trusted.
    live.on('admin:notification:new', (payload) => {
      if (isNotification(payload)) handlers.onNew(payload, 'admin');
    });
    live.on('admin:record:changed', (payload: unknown) => {
      if (isRecordChangedEvent(payload)) handlers.onRecordChanged(payload);
    });
    live.on('notification:new', (payload) => {
      if (isNotification(payload)) handlers.onNew(payload, 'customer');
    });
    for (const event of ['admin:notification:read', 'notification:read'] as const) {
      live.on(event, (payload) => {
        if (isReadEvent(payload)) handlers.onRead(payload);
        else handlers.onChanged('updated', null);
      });
    }
    for (const kind of ['updated', 'deleted'] as const) {
      for (const event of [`admin:notification:${kind}`, `notification:${kind}`] as const) {
        live.on(event, (payload: unknown) => {
          handlers.onChanged(kind, isChangeEvent(payload) ? payload : null);
        });
      }
    }
  }

  const options: LiveSocketOptions = {
    ...LIVE_SOCKET_OPTIONS,
    transports: [...LIVE_SOCKET_OPTIONS.transports],
    // A function, so every reconnection presents the token stored now (never the query
    // string); signed out, it presents none and the server refuses.
    auth: (send) => {
      const token = readToken();
      send(token ? { token } : {});
    },
  };

  void Promise.resolve()
    .then(() => createSocket(options))
    .then(
      (live) => {
        if (closed) {
          live.disconnect();
          return;
        }
        socket = live;
        wire(live);
      },
      (error: unknown) => {
        // The chunk with socket.io-client could not load (offline, new deploy): no live updates.
        console.warn('Live notifications are unavailable:', error);
        setState('disconnected');
      },
    );

  return {
    user,
    getState: () => state,
    isAdminSubscribed: () => adminSubscribed,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      if (closed) return;
      closed = true;
      clearRetries();
      socket?.disconnect();
      socket = null;
      setState('disconnected');
      listeners.clear();
    },
  };
}
