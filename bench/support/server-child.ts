// Entry of a server child process (forked by server-process.ts): the real server or the raw
// replay, in a process of its own so that its CPU time can be read and it does not share an
// event loop with the load generator.
import type { Config } from '../../apps/server/src/config.ts';
import type { SweepResult } from '../../apps/server/src/modules/subscriptions/sweep.ts';
import { serveReplay, portOf, type Capture } from './replay.ts';
import { startSeededServer, type SeedOptions } from './seeded-server.ts';

export type ServerInit =
  | { kind: 'real'; config: Partial<Config>; seed?: SeedOptions }
  | { kind: 'replay'; captures: Capture[] };

export type ToServer = ServerInit | { type: 'cpu' } | { type: 'sweep' } | { type: 'memory' };

/** The process's memory and, for the real server, its database's size. */
export interface ServerMemory {
  rss: number;
  heapUsed: number;
  /** `pg_database_size`: an in-memory PGlite keeps it in the process's own memory. */
  databaseBytes: number | null;
}

export type FromServer =
  | { ready: number }
  | { error: string }
  | { cpu: { user: number; system: number } }
  | { swept: SweepResult & { ms: number } }
  | { sweepFailed: string }
  | { memory: ServerMemory };

interface Started {
  port: number;
  close(): Promise<void>;
  /** One pass of the subscription sweep (the `subscriptions.sweep` job's work), real server only. */
  sweep?(): Promise<SweepResult>;
  databaseBytes?(): Promise<number>;
}

async function start(init: ServerInit): Promise<Started> {
  if (init.kind === 'real') {
    const { app, database, port } = await startSeededServer(init.config, init.seed);
    const [{ sweepSubscriptions }, { runInBackground }, { sql }] = await Promise.all([
      import('../../apps/server/src/modules/subscriptions/sweep.ts'),
      import('../../apps/server/src/lib/background.ts'),
      import('drizzle-orm'),
    ]);
    return {
      port,
      close: () => app.close().then(() => database.close()),
      // As the `subscriptions.sweep` job runs it: in the background, giving way to requests.
      sweep: () => runInBackground(() => sweepSubscriptions(app)),
      async databaseBytes() {
        const result = await database.db.execute(
          sql`select pg_database_size(current_database())::text as bytes`,
        );
        return Number((result as unknown as { rows: { bytes: string }[] }).rows[0]!.bytes);
      },
    };
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
const describe = (error: unknown) =>
  error instanceof Error ? (error.stack ?? error.message) : String(error);

let started: Started | undefined;

process.on('message', (message: ToServer) => {
  if (!('type' in message)) return;
  // All threads of the process (the event loop, GC helpers, libuv's pool), user and system.
  if (message.type === 'cpu') send({ cpu: process.cpuUsage() });
  else if (message.type === 'sweep') {
    const sweep = started?.sweep;
    if (!sweep) {
      send({ sweepFailed: 'this server has no subscription sweep' });
      return;
    }
    const t0 = performance.now();
    sweep().then(
      (result) => send({ swept: { ...result, ms: performance.now() - t0 } }),
      (error: unknown) => send({ sweepFailed: describe(error) }),
    );
  } else if (message.type === 'memory') {
    const { rss, heapUsed } = process.memoryUsage();
    const size = started?.databaseBytes?.() ?? Promise.resolve(null);
    size.then(
      (databaseBytes) => send({ memory: { rss, heapUsed, databaseBytes } }),
      () => send({ memory: { rss, heapUsed, databaseBytes: null } }),
    );
  }
});
process.once('message', (init: ToServer) => {
  if ('type' in init) return;
  start(init).then(
    (server) => {
      started = server;
      process.once('disconnect', () => {
        void server.close().finally(() => process.exit(0));
      });
      send({ ready: server.port });
    },
    (error: unknown) => {
      send({ error: describe(error) });
      process.exit(1);
    },
  );
});
