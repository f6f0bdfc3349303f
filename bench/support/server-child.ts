// Entry of a server child process (forked by server-process.ts): the real server or the raw
// replay, in a process of its own so that its CPU time can be read and it does not share an
// event loop with the load generator.
import type { Config } from '../../apps/server/src/config.ts';
import { serveReplay, portOf, type Capture } from './replay.ts';
import { startSeededServer } from './seeded-server.ts';

export type ServerInit =
  { kind: 'real'; config: Partial<Config> } | { kind: 'replay'; captures: Capture[] };

export type ToServer = ServerInit | { type: 'cpu' };
export type FromServer =
  { ready: number } | { error: string } | { cpu: { user: number; system: number } };

async function start(init: ServerInit): Promise<{ port: number; close(): Promise<void> }> {
  if (init.kind === 'real') {
    const { app, database, port } = await startSeededServer(init.config);
    return { port, close: () => app.close().then(() => database.close()) };
  }
  const server = await serveReplay(init.captures);
  return {
    port: portOf(server),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const send = (message: FromServer) => process.send!(message);

process.on('message', (message: ToServer) => {
  // All threads of the process (the event loop, GC helpers, libuv's pool), user and system.
  if ('type' in message) send({ cpu: process.cpuUsage() });
});
process.once('message', (init: ToServer) => {
  if ('type' in init) return;
  start(init).then(
    (server) => {
      process.once('disconnect', () => {
        void server.close().finally(() => process.exit(0));
      });
      send({ ready: server.port });
    },
    (error: unknown) => {
      send({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
      process.exit(1);
    },
  );
});
