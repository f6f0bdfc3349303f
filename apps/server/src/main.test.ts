import { spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_TEST_ENV } from './testing/server-process.ts';

const serverDir = path.resolve(import.meta.dirname, '..');
const made: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sf-main-'));
  made.push(dir);
  return dir;
}

interface Run {
  child: ChildProcess;
  lines: string[];
  stderr: () => string;
  /** The first stdout line that matches, waiting for it. */
  line(match: RegExp, timeoutMs?: number): Promise<string>;
  exited: Promise<number | null>;
}

/** Runs the server as `npm start` does, on a free port, stdout a pipe (not a terminal). */
function start(env: Record<string, string>, as?: { uid: number; gid: number }): Run {
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      ...SERVER_TEST_ENV,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...as,
  });
  children.push(child);
  const lines: string[] = [];
  let pending = '';
  let stderr = '';
  const waiters: (() => void)[] = [];
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    const parts = (pending + chunk).split('\n');
    pending = parts.pop()!;
    lines.push(...parts);
    for (const wake of waiters.splice(0)) wake();
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  void exited.then(() => {
    for (const wake of waiters.splice(0)) wake();
  });
  return {
    child,
    lines,
    stderr: () => stderr,
    exited,
    async line(match, timeoutMs = 90_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = lines.find((l) => match.test(l));
        if (found) return found;
        if (child.exitCode !== null || Date.now() > deadline) {
          throw new Error(`no line matching ${match}; stdout:\n${lines.join('\n')}\n${stderr}`);
        }
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 500);
        });
      }
    },
  };
}

/** Every file and folder under `dir` that its group or other users could write. */
function writableByOthers(dir: string): string[] {
  const found: string[] = [];
  const walk = (current: string) => {
    for (const name of readdirSync(current)) {
      const file = path.join(current, name);
      const stats = lstatSync(file);
      if (stats.isSymbolicLink()) continue;
      if (stats.mode & 0o022) found.push(`${file} ${(stats.mode & 0o777).toString(8)}`);
      if (stats.isDirectory()) walk(file);
    }
  };
  walk(dir);
  return found;
}

const countFiles = (dir: string): number =>
  readdirSync(dir, { recursive: true }).filter((f) => lstatSync(path.join(dir, String(f))).isFile())
    .length;

interface LogLine {
  level: number;
  msg: string;
  url?: string;
  signIn?: string;
  admin?: string;
  email?: string;
}

describe('start-up', () => {
  it('says where the product is and how the admin signs in, keeping DATA_DIR private to its user', async () => {
    const dataDir = tempDir();
    // Left world-writable by an earlier version: made private at start.
    writeFileSync(path.join(dataDir, 'notes.txt'), 'x');
    chmodSync(path.join(dataDir, 'notes.txt'), 0o666);

    const first = start({ DATA_DIR: dataDir });
    await first.line(/is serving/);
    // JSON lines when stdout is not a terminal, whatever NODE_ENV says.
    const entries = first.lines.filter(Boolean).map((l) => JSON.parse(l) as LogLine);
    const serving = entries.find((e) => e.msg.includes('is serving'))!;
    const url = serving.url!;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(serving.msg).toContain(`is serving ${url}`);
    expect(serving.msg).toContain(`admins sign in at ${url}/login, then work in ${url}/admin`);
    expect(serving).toMatchObject({ signIn: `${url}/login`, admin: `${url}/admin` });
    expect((await fetch(`${url}/api/health`)).status).toBe(200);

    // Shown at LOG_LEVEL=warn too, once, and it really signs in.
    const created = entries.filter((e) => e.msg.includes('admin account was created'));
    expect(created).toHaveLength(1);
    const password = /with the password (\S+)/.exec(created[0]!.msg)![1]!;
    expect(created[0]!.msg).toContain(`sign in at ${url}/login as ${created[0]!.email}`);
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: created[0]!.email, password }),
    });
    expect(login.status).toBe(200);

    // The embedded database wrote its hundreds of files: none writable by others.
    expect(countFiles(dataDir)).toBeGreaterThan(100);
    expect(writableByOthers(dataDir)).toEqual([]);
    expect(lstatSync(path.join(dataDir, 'notes.txt')).mode & 0o077).toBe(0);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(writableByOthers(dataDir)).toEqual([]);

    // Readable lines when asked (as in a terminal); the password is not shown again.
    const second = start({ DATA_DIR: dataDir, LOG_FORMAT: 'pretty' });
    const line = await second.line(/is serving/);
    expect(line).toMatch(
      /^\[\d\d:\d\d:\d\d\] INFO: Streamfront \S+ is serving http:\/\/127\.0\.0\.1:\d+ — admins sign in at /,
    );
    expect(() => JSON.parse(line) as unknown).toThrow();
    // The password itself, not the word: the mail-off notice speaks of reset links.
    const shown = second.lines.join('\n');
    expect(shown).not.toContain(password);
    expect(shown).not.toContain('admin account was created');
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 180_000);

  describe('stops with one sentence naming DATA_DIR and what is wrong, without a stack trace', () => {
    async function refusal(
      dataDir: string,
      as?: { uid: number; gid: number },
    ): Promise<{ code: number | null; stderr: string; stdout: string }> {
      const run = start({ DATA_DIR: dataDir }, as);
      const code = await run.exited;
      return { code, stderr: run.stderr(), stdout: run.lines.join('\n') };
    }
    const noStack = (stderr: string) => expect(stderr).not.toMatch(/^\s+at /m);

    it('when DATA_DIR is a file', async () => {
      const file = path.join(tempDir(), 'data');
      writeFileSync(file, 'not a folder');
      const { code, stderr } = await refusal(file);
      expect(code).toBe(1);
      expect(stderr).toBe(
        `Streamfront cannot start. Invalid configuration:\n  - DATA_DIR: ${file} is a file, not a directory\n`,
      );
    });

    it('when DATA_DIR cannot be written', async () => {
      const dataDir = tempDir();
      // Root writes anywhere: the server then runs as nobody, in a folder that is root's.
      const isRoot = process.getuid?.() === 0;
      chmodSync(dataDir, 0o555);
      const { code, stderr } = await refusal(
        dataDir,
        isRoot ? { uid: 65534, gid: 65534 } : undefined,
      );
      chmodSync(dataDir, 0o755);
      expect(code).toBe(1);
      expect(stderr).toBe(
        `Streamfront cannot start. Invalid configuration:\n  - DATA_DIR: ${dataDir} cannot be written (permission denied for this user)\n`,
      );
    });

    it('when the database in it is damaged', async () => {
      const dataDir = tempDir();
      const pglite = path.join(dataDir, 'pglite');
      mkdirSync(pglite);
      writeFileSync(path.join(pglite, 'PG_VERSION'), 'garbage\n');
      const { code, stderr } = await refusal(dataDir);
      expect(code).toBe(1);
      expect(stderr).toMatch(
        new RegExp(
          `^Streamfront cannot start\\. DATA_DIR: the database in ${pglite} could not be opened \\(.+\\)\\. It may be damaged`,
        ),
      );
      expect(stderr.trim().split('\n')).toHaveLength(1);
      noStack(stderr);
    });
  });
});
