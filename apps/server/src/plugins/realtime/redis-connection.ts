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
  guardPublish(client, name, log);
  return client;
}

/**
 * The socket.io Redis adapter publishes without handling the returned promise; a publish
 * that fails while Redis is away would otherwise be an unhandled rejection that ends the
 * process. The notification itself is already stored, and clients refetch on reconnect.
 */
function guardPublish(client: Redis, name: string, log: FastifyBaseLogger) {
  const publish = client.publish.bind(client) as (
    channel: string | Buffer,
    message: string | Buffer,
  ) => Promise<number>;
  client.publish = ((channel: string | Buffer, message: string | Buffer) => {
    const result = publish(channel, message);
    result.catch((error: unknown) => log.warn({ err: error, redis: name }, 'Redis publish failed'));
    return result;
  }) as Redis['publish'];
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
