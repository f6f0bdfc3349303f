import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort, waitFor } from './free-port.ts';

const run = promisify(execFile);

/** Where initdb and pg_ctl are: Debian's versioned folder first, else the PATH. */
function binDir(): string {
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => existsSync(path.join(debian, v, 'bin/initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(debian, versions[0], 'bin');
  }
  try {
    return path.dirname(execFileSync('which', ['initdb'], { encoding: 'utf8' }).trim());
  } catch {
    throw new Error('This test needs PostgreSQL installed (initdb and pg_ctl were not found)');
  }
}

/** initdb refuses to run as root: as root, the cluster is the `postgres` user's. */
function owner(): { uid: number; gid: number; name: string } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid, name: 'postgres' };
}

export interface TempPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  port: number;
  /** Stops it as an operator would (`pg_ctl stop -m fast`): sessions are cut, nothing waits. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** Stops it if running and removes its folder. */
  destroy(): Promise<void>;
  /** The server's own log, for a failure message. */
  log(): string;
}

/**
 * A PostgreSQL cluster of the test's own, in a temporary folder on a free port of 127.0.0.1
 * (its unix socket in that folder too), so a test may stop and start it without touching the
 * machine's shared server. Durability is off (fsync): it lives for one test file.
 */
export async function startTempPostgres(): Promise<TempPostgres> {
  const bin = binDir();
  const as = owner();
  const root = mkdtempSync(path.join(tmpdir(), 'sf-pg-'));
  if (as) chownSync(root, as.uid, as.gid);
  const data = path.join(root, 'data');
  const logFile = path.join(root, 'server.log');
  const port = await freePort();
  const pgCommand = (program: string, args: string[]) =>
    as
      ? run('runuser', ['-u', as.name, '--', path.join(bin, program), ...args], { timeout: 60_000 })
      : run(path.join(bin, program), args, { timeout: 60_000 });
  let running = false;
  const log = () => {
    try {
      return readFileSync(logFile, 'utf8');
    } catch {
      return '';
    }
  };

  const ctl = async (args: string[]) => {
    try {
      await pgCommand('pg_ctl', ['-D', data, '-l', logFile, '-w', '-t', '30', ...args]);
    } catch (error) {
      throw new Error(`pg_ctl ${args[0]} failed: ${String(error)}\n${log()}`, { cause: error });
    }
  };

  const options = [
    `-p ${port}`,
    `-k ${root}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off',
    '-c shared_buffers=16MB',
    '-c max_connections=40',
  ].join(' ');

  const cluster: TempPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    log,
    async start() {
      await ctl(['-o', options, 'start']);
      running = true;
      await waitFor(
        'the temporary PostgreSQL to accept connections',
        async () => {
          const probe = new pg.Client({ connectionString: cluster.url });
          probe.on('error', () => undefined);
          try {
            await probe.connect();
            return true;
          } finally {
            await probe.end().catch(() => undefined);
          }
        },
        { timeoutMs: 30_000 },
      );
    },
    async stop() {
      await ctl(['-m', 'fast', 'stop']);
      running = false;
    },
    async destroy() {
      stopOnExit.delete(emergencyStop);
      if (running) await ctl(['-m', 'immediate', 'stop']).catch(() => undefined);
      running = false;
      rmSync(root, { recursive: true, force: true });
    },
  };

  // If the test runner ends without the test's clean-up (a crash), the cluster ends with it.
  const emergencyStop = () => {
    if (!running) return;
    const args = ['-D', data, '-m', 'immediate', 'stop'];
    try {
      if (as) execFileSync('runuser', ['-u', as.name, '--', path.join(bin, 'pg_ctl'), ...args]);
      else execFileSync(path.join(bin, 'pg_ctl'), args);
    } catch {
      // nothing more can be done while exiting
    }
    rmSync(root, { recursive: true, force: true });
  };
  stopOnExit.add(emergencyStop);

  try {
    await pgCommand('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--no-sync',
      '--no-instructions',
    ]);
    await cluster.start();
  } catch (error) {
    await cluster.destroy();
    throw error;
  }
  return cluster;
}

const stopOnExit = new Set<() => void>();
process.once('exit', () => {
  for (const stop of stopOnExit) stop();
});
