import { spawn, type ChildProcess } from 'node:child_process';
import { Socket } from 'node:net';
import { freePort, waitFor } from './free-port.ts';

export interface TempRedis {
  /** `redis://127.0.0.1:<port>` */
  url: string;
  port: number;
  /** Kills it (SIGKILL), as a crash or a lost host would: clients see their connections drop. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty (nothing is saved). */
  start(): Promise<void>;
  destroy(): Promise<void>;
}

/** True once a PING on `port` answers PONG. */
function pong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
    socket.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
  });
}

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * A Redis of the test's own on a free port of 127.0.0.1, without persistence, so a test may
 * stop and start it without touching the machine's shared one.
 */
export async function startTempRedis(): Promise<TempRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  let output = '';

  const redis: TempRedis = {
    url: `redis://127.0.0.1:${port}`,
    port,
    async start() {
      const started = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      child = started;
      running.add(started);
      started.once('exit', () => running.delete(started));
      const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
      started.stdout!.on('data', keep);
      started.stderr!.on('data', keep);
      const failed = new Promise<never>((_, reject) => {
        started.once('error', reject);
        started.once('exit', (code) =>
          reject(new Error(`redis-server exited (${code}):\n${output}`)),
        );
      });
      failed.catch(() => undefined);
      await Promise.race([
        waitFor(`Redis on port ${port}`, () => pong(port), { timeoutMs: 15_000 }),
        failed,
      ]);
    },
    async stop() {
      const current = child;
      child = undefined;
      if (!current || current.exitCode !== null || current.signalCode !== null) return;
      const exited = new Promise((resolve) => current.once('exit', resolve));
      current.kill('SIGKILL');
      await exited;
    },
    destroy: () => redis.stop(),
  };
  await redis.start();
  return redis;
}
