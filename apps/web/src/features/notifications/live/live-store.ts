import { getToken } from '@/lib/storage';
import { isServerlessHost, RELEASE_GRACE_MS } from './live-config';
import {
  openLiveConnection,
  type LiveConnection,
  type LiveHandlers,
  type LiveSocketFactory,
  type LiveState,
  type LiveUser,
} from './live-connection';
import { readStoredLiveUser } from './stored-live-user';

export interface LiveStoreDeps {
  createSocket: LiveSocketFactory;
  hostname: () => string;
  readUser: () => LiveUser | null;
  /** The session token (storage key `token`): gone means signed out. */
  readToken: () => string | null;
}

/** Why there is no connection, when there is none on purpose. */
export type LiveOffReason = 'serverless-host' | 'no-stored-token' | null;

export interface LiveStatus {
  state: LiveState;
  /** An admin's `admin:subscribe` was confirmed: new admin notifications will arrive. */
  subscribed: boolean;
  off: LiveOffReason;
}

export interface LiveStore {
  /**
   * Someone on the page wants live updates; returns the release function. The first call
   * opens the tab's one connection, later calls share it.
   */
  acquire(handlers: LiveHandlers): () => void;
  getStatus(): LiveStatus;
  subscribe(listener: () => void): () => void;
  /** Replaces dependencies (tests inject a fake socket factory); closes any connection. */
  configure(deps: Partial<LiveStoreDeps>): void;
}

const noop = () => undefined;
const sameUser = (a: LiveUser, b: LiveUser) =>
  a.id === b.id && a.role === b.role && a.token === b.token;

/**
 * The one live connection of a tab, shared by every bell and page (spec §4). It connects
 * while at least one component holds it and a stored user with a token exists; it closes
 * at once when the last holder lets go after sign-out, and after a grace period otherwise
 * (moving between the site and the back-office swaps one bell for another).
 */
export function createLiveStore(initial: LiveStoreDeps): LiveStore {
  let deps = initial;
  let connection: LiveConnection | null = null;
  let stopWatching: () => void = noop;
  let holders = 0;
  let releaseTimer: ReturnType<typeof setTimeout> | null = null;
  let handlers: LiveHandlers | null = null;
  let off: LiveOffReason = null;
  let status: LiveStatus = { state: 'disconnected', subscribed: false, off: null };
  const listeners = new Set<() => void>();

  function publish() {
    const state = connection?.getState() ?? 'disconnected';
    const subscribed = connection?.isAdminSubscribed() ?? false;
    if (state === status.state && subscribed === status.subscribed && off === status.off) return;
    // A new object only on change: useSyncExternalStore compares snapshots by identity.
    status = { state, subscribed, off };
    for (const listener of [...listeners]) listener();
  }

  // The connection calls whichever holder registered last: they all share one QueryClient.
  const relay: LiveHandlers = {
    onNew: (notification, channel) => handlers?.onNew(notification, channel),
    onRead: (event) => handlers?.onRead(event),
    onChanged: (kind, event) => handlers?.onChanged(kind, event),
    onResync: (reason) => handlers?.onResync(reason),
    onRecordChanged: (event) => handlers?.onRecordChanged(event),
  };

  function close() {
    if (releaseTimer) clearTimeout(releaseTimer);
    releaseTimer = null;
    stopWatching();
    stopWatching = noop;
    connection?.close();
    connection = null;
    publish();
  }

  function turnOff(reason: Exclude<LiveOffReason, null>) {
    close();
    if (off === reason) return;
    off = reason;
    if (reason === 'no-stored-token') {
      console.warn('Live notifications need a stored user with a token; not connecting.');
    } else {
      console.info('Live notifications are off on serverless hosting.');
    }
    publish();
  }

  function ensureConnection() {
    if (isServerlessHost(deps.hostname())) return turnOff('serverless-host');
    const user = deps.readUser();
    if (!user) return turnOff('no-stored-token');
    off = null;
    if (connection && sameUser(connection.user, user)) return publish();
    close();
    connection = openLiveConnection({
      user,
      createSocket: deps.createSocket,
      handlers: relay,
      readToken: () => deps.readUser()?.token ?? null,
    });
    stopWatching = connection.subscribe(publish);
    publish();
  }

  function release() {
    holders = Math.max(0, holders - 1);
    if (holders > 0) return;
    // Signed out (the token is gone): disconnect now. Otherwise another bell may follow.
    if (!deps.readToken()) return close();
    if (releaseTimer) clearTimeout(releaseTimer);
    releaseTimer = setTimeout(close, RELEASE_GRACE_MS);
  }

  return {
    acquire(next) {
      holders += 1;
      handlers = next;
      if (releaseTimer) clearTimeout(releaseTimer);
      releaseTimer = null;
      ensureConnection();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        release();
      };
    },
    getStatus: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    configure(changes) {
      close();
      holders = 0;
      handlers = null;
      off = null;
      deps = { ...deps, ...changes };
      publish();
    },
  };
}

/** socket.io-client is loaded only here, on demand: visitors never download it. */
export const loadSocketIo: LiveSocketFactory = async (options) => {
  const { io } = await import('socket.io-client');
  return io(options);
};

/** The tab's store. */
export const liveStore = createLiveStore({
  createSocket: loadSocketIo,
  hostname: () => window.location.hostname,
  readUser: readStoredLiveUser,
  readToken: getToken,
});
