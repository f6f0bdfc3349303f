import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startTempRedis, type TempRedis } from '../../testing/temp-redis.ts';
import { createTestApp } from '../../testing/test-app.ts';

/** Accepts connections on `port` and never answers: a Redis that is coming back, not ready. */
async function silentServer(port: number): Promise<{ connections: Socket[]; server: Server }> {
  const connections: Socket[] = [];
  const server = createServer((socket) => void connections.push(socket));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { connections, server };
}

describe('shutting down while Redis is not ready', () => {
  let redis: TempRedis | undefined;
  afterAll(async () => redis?.destroy());

  it('closes with no Redis command left to fail unhandled', async () => {
    redis = await startTempRedis();
    const { close } = await createTestApp({ redisUrl: redis.url });
    await redis.stop();
    const silent = await silentServer(redis.port);
    try {
      // Every connection (the app's, the socket.io adapter's two, the bus's) reconnects and
      // then waits for an answer that does not come, so commands queue meanwhile.
      const deadline = Date.now() + 10_000;
      while (silent.connections.length < 4 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(silent.connections.length).toBeGreaterThanOrEqual(4);
      // On close the adapter unsubscribes without awaiting; closing the connection then fails
      // those queued commands with "Connection is closed". Unhandled, that rejection would end
      // the process; Vitest, which sees it first, fails the run on it (as it did CI's).
      await close();
      await new Promise((resolve) => setTimeout(resolve, 1000));
    } finally {
      for (const socket of silent.connections) socket.destroy();
      silent.server.close();
    }
  }, 30_000);
});
