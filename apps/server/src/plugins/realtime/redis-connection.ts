import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

const READY_TIMEOUT_MS = 10_000;

/**
 * One Redis connection that is ready before it is returned, so a wrong `REDIS_URL` stops
 * start-up with a clear message instead of events silently queueing.
 */
export async function connectRedis(
  url: string,
  name: string,
  log: FastifyBaseLogger,
): Promise<Redis> {
  const client = new Redis(url, { connectionName: `streamfront-${name}`, lazyConnect: true });
  let lastError: Error | undefined;
  // ioredis prints unhandled error events to the console; ours go to the log, once per outage.
  client.on('error', (error: Error) => {
    if (lastError?.message !== error.message)
      log.warn({ err: error, redis: name }, 'Redis connection error');
    lastError = error;
  });
  client.on('ready', () => {
    lastError = undefined;
  });

  const timeout = new Promise<never>((_, reject) => {
    setTimeout(
      () =>
        reject(
          new Error(
            `Redis at ${redactedUrl(url)} is unreachable (${lastError?.message ?? 'no answer'})`,
          ),
        ),
      READY_TIMEOUT_MS,
    ).unref();
  });
  try {
    await Promise.race([client.connect(), timeout]);
  } catch (error) {
    client.disconnect();
    if (error instanceof Error && error.message.startsWith('Redis at ')) throw error;
    // connect() only says "Connection is closed"; the cause came through the 'error' event.
    throw new Error(
      `Redis at ${redactedUrl(url)} is unreachable: ${(lastError ?? error) as Error}`,
      {
        cause: error,
      },
    );
  }
  guardUnawaitedCommands(client, name, log);
  return client;
}

/**
 * The socket.io Redis adapter publishes, subscribes and unsubscribes without handling the
 * returned promise; one that fails while Redis is away (or is dropped from the offline queue
 * when the connection is closed at shutdown) would otherwise be an unhandled rejection that
 * ends the process. The notification itself is already stored, and clients refetch on
 * reconnect. Callers that await these commands still see the rejection.
 */
function guardUnawaitedCommands(client: Redis, name: string, log: FastifyBaseLogger) {
  for (const command of [
    'publish',
    'subscribe',
    'psubscribe',
    'unsubscribe',
    'punsubscribe',
  ] as const) {
    const send = client[command].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client[command] as (...args: unknown[]) => Promise<unknown>) = (...args: unknown[]) => {
      const result = send(...args);
      result.catch((error: unknown) =>
        log.warn({ err: error, redis: name, command }, 'Redis command failed'),
      );
      return result;
    };
  }
}

export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}

/**
 * QUIT when connected, so queued commands are sent first; when Redis is away, QUIT would wait
 * in the offline queue through every reconnect attempt (about 10 s), so the connection is
 * dropped instead and what is queued fails (handled above).
 */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'ready') await client.quit();
  else client.disconnect();
}
