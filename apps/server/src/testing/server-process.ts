import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEST_ADMIN } from './test-database.ts';

const serverDir = path.resolve(import.meta.dirname, '../..');
const repoNode = path.resolve(serverDir, '../../node_modules/.bin/node');
/**
 * The server runs its .ts files with Node 24's type stripping: the repository's own Node, not
 * whichever one started the test runner (it may be the machine's older one).
 */
const node = existsSync(repoNode) ? repoNode : process.execPath;

/** What every server a test starts is given: a free port of 127.0.0.1, no web build, quiet logs. */
export const SERVER_TEST_ENV = {
  PORT: '0',
  HOST: '127.0.0.1',
  WEB_DIST_DIR: path.join(tmpdir(), 'sf-no-web-build'),
  LOG_LEVEL: 'warn',
};

export interface ServerProcess {
  /** `http://127.0.0.1:<port>` */
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code, or the signal's name when a signal ended it. */
  exited: Promise<number | string>;
  /** Whatever it wrote to standard output and error so far (JSON log lines, a stack trace). */
  output(): string;
  /** SIGKILL: no shutdown hook runs, as when the machine or the OOM killer ends it. */
  kill(): Promise<void>;
  /** SIGTERM: the graceful shutdown of main.ts; resolves with the exit code. */
  stop(): Promise<number | string>;
}

const running = new Set<ChildProcess>();
const tempDirs = new Set<string>();

// A test runner that dies between tests must not leave servers behind.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * The real server (`src/main.ts`, as `npm start` runs it) in a child process on a free port of
 * 127.0.0.1, with the test admin seeded and quiet logs. `env` adds or overrides variables
 * (DATA_DIR, DATABASE_URL, REDIS_URL, ...). Resolves once it says it is serving.
 */
export async function startServerProcess(
  env: Record<string, string>,
  {
    timeoutMs = 60_000,
    entry = 'src/main.ts',
  }: {
    timeoutMs?: number;
    /** Another start-up file than main.ts, relative to apps/server (a test's own server). */
    entry?: string;
  } = {},
): Promise<ServerProcess> {
  const child = spawn(node, ['--disable-warning=ExperimentalWarning', entry], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      ...SERVER_TEST_ENV,
      LOG_FORMAT: 'json',
      JWT_SECRET: 'server-process-secret-long-enough-for-hs256',
      // Every instance of a deployment shares it, as they share the JWT secret.
      ENCRYPTION_KEY: Buffer.alloc(32, 3).toString('base64'),
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      SUBSCRIPTION_SWEEP_MS: '0',
      // A backup at first start is seconds of CPU that no other test wants; theirs turn it on.
      BACKUP_EVERY: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const append = (chunk: string) => {
    // Bounded: a server that logs every failed request of a long outage must not fill memory.
    output = (output + chunk).slice(-200_000);
  };
  child.stdout!.setEncoding('utf8').on('data', append);
  child.stderr!.setEncoding('utf8').on('data', append);
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? signal ?? 'unknown');
    }),
  );

  const serving = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`the server did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const look = () => {
      const match = /is serving (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        cleanup();
        resolve(match[1]!);
      }
    };
    // Once serving, a later exit settles nothing here: the test sees it through `exited`.
    const early = (code: number | string) => {
      cleanup();
      reject(new Error(`the server exited (${code}) before serving:\n${output}`));
    };
    const cleanup = () => {
      clearTimeout(timer);
      child.stdout!.off('data', look);
    };
    child.stdout!.on('data', look);
    void exited.then(early);
  }).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });

  return {
    url: serving,
    child,
    exited,
    output: () => output,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/** Kills every server this file started and removes the temporary folders it made. */
export async function stopServerProcesses(): Promise<void> {
  const children = [...running];
  for (const child of children) child.kill('SIGKILL');
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
        }),
    ),
  );
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

/** A temporary DATA_DIR, removed by `stopServerProcesses`. */
export function tempDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sf-faults-'));
  tempDirs.add(dir);
  return dir;
}
