import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { SweepResult } from '../../apps/server/src/modules/subscriptions/sweep.ts';
import type { FromServer, ServerInit, ServerMemory, ToServer } from './server-child.ts';

export type { ServerInit, ServerMemory };

export interface ServerProcess {
  baseURL: string;
  port: number;
  pid: number;
  /** The process's CPU time so far (user + system, every thread), in microseconds. */
  cpuMicros(): Promise<number>;
  /**
   * Runs one pass of the subscription sweep in the server (real server only): resolves when
   * the pass has queued its work, with what it did and how long it took there.
   */
  sweep(): Promise<SweepResult & { ms: number }>;
  /** Its memory as Node sees it, and its database's size. */
  memory(): Promise<ServerMemory>;
  stop(): Promise<void>;
}

const CHILD = path.join(import.meta.dirname, 'server-child.ts');

/**
 * The real server (`buildApp` on a seeded in-memory PGlite, see seeded-server.ts) or the raw
 * replay server, in a child process, with this process's environment and `options.env`. Its
 * standard output is dropped: a server logging at `info` would flood the report.
 */
export function startServerProcess(
  name: string,
  init: ServerInit,
  options: { env?: Record<string, string | undefined> } = {},
): Promise<ServerProcess> {
  const child: ChildProcess = fork(CHILD, [], {
    execArgv: ['--disable-warning=ExperimentalWarning'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: { ...process.env, ...options.env },
  });
  child.send(init satisfies ToServer);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  /** Sends `request` and resolves with the first answer `pick` accepts (or rejects). */
  const ask = <T>(request: ToServer, pick: (message: FromServer) => T | undefined) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (message: FromServer) => {
        let answer: T | undefined;
        try {
          answer = pick(message);
        } catch (error) {
          child.off('message', onMessage);
          reject(error as Error);
          return;
        }
        if (answer === undefined) return;
        child.off('message', onMessage);
        resolve(answer);
      };
      child.on('message', onMessage);
      child.send(request);
    });
  const cpuMicros = () =>
    ask({ type: 'cpu' }, (m) => ('cpu' in m ? m.cpu.user + m.cpu.system : undefined));
  const sweep = () =>
    ask({ type: 'sweep' }, (m) => {
      if ('sweepFailed' in m) throw new Error(`${name} server: sweep failed:\n${m.sweepFailed}`);
      return 'swept' in m ? m.swept : undefined;
    });
  const memory = () => ask({ type: 'memory' }, (m) => ('memory' in m ? m.memory : undefined));
  const stop = async () => {
    if (child.connected) child.disconnect();
    await exited;
  };

  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) =>
      reject(new Error(`${name} server exited with code ${code}`));
    child.once('exit', onExit);
    child.once('message', (message: FromServer) => {
      if ('ready' in message) {
        child.off('exit', onExit);
        resolve({
          baseURL: `http://127.0.0.1:${message.ready}`,
          port: message.ready,
          pid: child.pid!,
          cpuMicros,
          sweep,
          memory,
          stop,
        });
      } else if ('error' in message) {
        reject(new Error(`${name} server failed to start:\n${message.error}`));
      }
    });
  });
}
