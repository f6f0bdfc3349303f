// Starts the real server (from source, serving the built web app) on a free port with a
// fresh data directory. Shared by the browser tests and the browser benchmarks.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../apps/server/src/testing/free-port.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');

export interface RunningServer {
  baseURL: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

async function waitForHealth(baseURL: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${baseURL} did not become healthy in ${timeoutMs} ms`);
}

export async function startServer(
  env: Record<string, string> = {},
  timeoutMs = 60_000,
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'streamfront-run-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', 'apps/server/src/main.ts'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: baseURL,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        REDIS_URL: '',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseURL, child, timeoutMs);
  } catch (error) {
    // A server that never became healthy must not outlive the run that started it.
    await stop();
    throw error;
  }
  return { baseURL, child, stop };
}
