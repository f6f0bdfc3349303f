import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { FromServer, ServerInit, ToServer } from './server-child.ts';

export type { ServerInit };

export interface ServerProcess {
  baseURL: string;
  port: number;
  pid: number;
  /** The process's CPU time so far (user + system, every thread), in microseconds. */
  cpuMicros(): Promise<number>;
  stop(): Promise<void>;
}

const CHILD = path.join(import.meta.dirname, 'server-child.ts');

/**
 * The real server (`buildApp` on a seeded in-memory PGlite, see seeded-server.ts) or the raw
 * replay server, in a child process. Its standard output is dropped: a server logging at
 * `info` would flood the report.
 */
export function startServerProcess(name: string, init: ServerInit): Promise<ServerProcess> {
  const child: ChildProcess = fork(CHILD, [], {
    execArgv: ['--disable-warning=ExperimentalWarning'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  child.send(init satisfies ToServer);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const cpuMicros = () =>
    new Promise<number>((resolve) => {
      const onMessage = (message: FromServer) => {
        if (!('cpu' in message)) return;
        child.off('message', onMessage);
        resolve(message.cpu.user + message.cpu.system);
      };
      child.on('message', onMessage);
      child.send({ type: 'cpu' } satisfies ToServer);
    });
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
          stop,
        });
      } else if ('error' in message) {
        reject(new Error(`${name} server failed to start:\n${message.error}`));
      }
    });
  });
}
