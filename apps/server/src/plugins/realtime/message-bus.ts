import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

export interface MessageMeta {
  /** True when this instance published it. */
  fromSelf: boolean;
}
export type MessageHandler<T> = (payload: T, meta: MessageMeta) => void | Promise<void>;

/**
 * Named JSON messages to every server instance, this one included (e.g. "the chat model was
 * retrained: reload it"). Over Redis pub/sub when REDIS_URL is set, in process otherwise.
 * Delivery is at most once and only to instances running at that moment: state itself
 * belongs in the database, the bus only says "look again".
 */
export interface MessageBus {
  publish<T>(name: string, payload: T): Promise<void>;
  /** Resolves once the subscription is live; the returned function unsubscribes. */
  subscribe<T>(name: string, handler: MessageHandler<T>): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const CHANNEL_PREFIX = 'streamfront:bus:';
const NAME = /^[a-z0-9][a-z0-9:._-]{0,99}$/i;

interface Envelope {
  from: string;
  payload: unknown;
}

function checkName(name: string) {
  if (!NAME.test(name)) throw new Error(`Invalid event name "${name}"`);
}

function dispatch(
  handlers: Set<MessageHandler<unknown>> | undefined,
  envelope: Envelope,
  self: string,
  log: FastifyBaseLogger,
  name: string,
) {
  for (const handler of handlers ?? []) {
    // A failing subscriber must not stop the others nor crash the process.
    Promise.resolve()
      .then(() => handler(envelope.payload, { fromSelf: envelope.from === self }))
      .catch((error: unknown) => log.error({ err: error, event: name }, 'event handler failed'));
  }
}

export function createMessageBus(
  log: FastifyBaseLogger,
  redis?: { pub: Redis; sub: Redis },
): MessageBus {
  const instanceId = randomUUID();
  const handlers = new Map<string, Set<MessageHandler<unknown>>>();

  if (!redis) {
    const local = new EventEmitter();
    return {
      async publish(name, payload) {
        checkName(name);
        // Same JSON round trip as Redis, so a handler never sees something Redis would not carry.
        const envelope = JSON.parse(
          JSON.stringify({ from: instanceId, payload: payload ?? null }),
        ) as Envelope;
        queueMicrotask(() => local.emit(name, envelope));
      },
      async subscribe<T>(name: string, handler: MessageHandler<T>) {
        checkName(name);
        const listener = (envelope: Envelope) =>
          dispatch(new Set([handler as MessageHandler<unknown>]), envelope, instanceId, log, name);
        local.on(name, listener);
        return async () => void local.off(name, listener);
      },
      async close() {
        local.removeAllListeners();
      },
    };
  }

  const { pub, sub } = redis;
  sub.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(CHANNEL_PREFIX)) return;
    const name = channel.slice(CHANNEL_PREFIX.length);
    let envelope: Envelope;
    try {
      envelope = JSON.parse(message) as Envelope;
    } catch {
      log.warn({ event: name }, 'ignored an event that is not JSON');
      return;
    }
    dispatch(handlers.get(name), envelope, instanceId, log, name);
  });

  return {
    async publish(name, payload) {
      checkName(name);
      await pub.publish(
        CHANNEL_PREFIX + name,
        JSON.stringify({ from: instanceId, payload: payload ?? null }),
      );
    },
    async subscribe<T>(name: string, handler: MessageHandler<T>) {
      checkName(name);
      let set = handlers.get(name);
      if (!set) {
        set = new Set();
        handlers.set(name, set);
        await sub.subscribe(CHANNEL_PREFIX + name);
      }
      set.add(handler as MessageHandler<unknown>);
      return async () => {
        const current = handlers.get(name);
        if (!current?.delete(handler as MessageHandler<unknown>) || current.size > 0) return;
        handlers.delete(name);
        if (sub.status === 'ready') await sub.unsubscribe(CHANNEL_PREFIX + name);
      };
    },
    async close() {
      handlers.clear();
    },
  };
}
