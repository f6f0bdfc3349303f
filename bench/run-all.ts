// Runs every benchmark, one after another, each in its own process, and writes the summary
// table bench/results.md (one row per figure: value, baseline, ratio, target, met or missed)
// from the figures each bench recorded through support/results.ts. A bench that misses its
// target, crashes or times out does not stop the ones after it; the run exits 1 at the end
// when any target was missed or any bench failed to report.
//
//   npm run bench                                (root: builds the web app first)
//   npx node bench/run-all.ts [name ...]          only the benches whose name contains one
//   BENCH_TIMEOUT_MINUTES=20                      per bench, then its process group is killed
import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  formatNumber,
  formatRatio,
  formatTarget,
  resultsFile,
  type FigureRecord,
} from './support/results.ts';

/** In the order they run: quick HTTP figures first, the long database and browser ones last. */
const BENCHES = [
  'services-throughput',
  'cpu-per-request',
  'mixed-public-workload',
  'notifications-fanout',
  'orders-list-db',
  'orders-at-scale',
  'mail-drain',
  'compensation',
  'chat-message-cost',
  'chatbot-clinc150',
  'initial-js-budget',
  'lighthouse',
];

const BENCH_DIR = import.meta.dirname;
const SUMMARY = path.join(BENCH_DIR, 'results.md');
const timeoutMinutes = Number(process.env.BENCH_TIMEOUT_MINUTES) || 20;

interface BenchRun {
  name: string;
  code: number | null;
  signal: string | null;
  timedOut: boolean;
  seconds: number;
  figures: FigureRecord[];
}

let current: ReturnType<typeof spawn> | undefined;

function killGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

// Each bench runs in its own process group (so a timeout can end its servers too), which
// also keeps a terminal's Ctrl-C from reaching it: pass it on.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (current?.pid) killGroup(current.pid, signal);
    process.exit(130);
  });
}

function runBench(name: string): Promise<BenchRun> {
  rmSync(resultsFile(name), { force: true });
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', `${name}.ts`], {
      cwd: BENCH_DIR,
      stdio: 'inherit',
      detached: true,
    });
    current = child;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      console.error(`\n${name}: no end after ${timeoutMinutes} min, stopping it`);
      killGroup(child.pid!, 'SIGTERM');
      setTimeout(() => killGroup(child.pid!, 'SIGKILL'), 10_000).unref();
    }, timeoutMinutes * 60_000);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      current = undefined;
      // Whatever it started and left behind (a server whose parent died) goes with it.
      killGroup(child.pid!, 'SIGKILL');
      const file = resultsFile(name);
      const figures = existsSync(file)
        ? readFileSync(file, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line) as FigureRecord)
        : [];
      resolve({
        name,
        code,
        signal,
        timedOut,
        seconds: (performance.now() - started) / 1000,
        figures,
      });
    });
  });
}

/** A row that says a bench did not finish properly: it counts as missed. */
function failureRow(run: BenchRun): FigureRecord | undefined {
  const missed = run.figures.some((f) => f.met === false);
  let why: string | undefined;
  if (run.timedOut) why = `timed out after ${timeoutMinutes} min`;
  else if (run.signal) why = `killed by ${run.signal}`;
  else if (run.figures.length === 0) why = `exited with code ${run.code} without figures`;
  else if (run.code !== 0 && !missed) why = `exited with code ${run.code} (see its output)`;
  if (!why) return undefined;
  return {
    bench: run.name,
    figure: why,
    value: Number.NaN,
    unit: '',
    ratio: null,
    met: false,
  };
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

function rowOf(f: FigureRecord): string {
  const value = Number.isNaN(f.value) ? '—' : formatNumber(f.value, f.unit);
  const baseline = f.baseline
    ? `${formatNumber(f.baseline.value, f.unit)} (${f.baseline.label})`
    : '—';
  const ratio = f.ratio === null ? '—' : formatRatio(f.ratio);
  const target = f.target ? formatTarget(f.target, f.unit) : '—';
  const met = f.met === null ? '—' : f.met ? 'met' : '**missed**';
  const figure = f.note ? `${f.figure} (${f.note})` : f.figure;
  return `| ${[f.bench, figure, value, baseline, ratio, target, met].map(cell).join(' | ')} |`;
}

function revision(): string {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: BENCH_DIR })
      .toString()
      .trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: BENCH_DIR })
      .toString()
      .trim();
    return dirty ? `${sha} with uncommitted changes` : sha;
  } catch {
    return 'unknown revision';
  }
}

function summary(runs: BenchRun[], startedAt: Date, load: number[]): string {
  const rows = runs.flatMap((run) => {
    const failure = failureRow(run);
    return [...run.figures, ...(failure ? [failure] : [])];
  });
  const missed = rows.filter((r) => r.met === false).length;
  const targets = rows.filter((r) => r.met !== null).length;
  const cpus = os.cpus();
  const lines = [
    '# Benchmark results',
    '',
    `Run of ${startedAt.toISOString()} at ${revision()}; Node ${process.version}, ` +
      `${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, load average at start ` +
      `${load.map((n) => n.toFixed(2)).join(' / ')}, at end ` +
      `${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' / ')}.`,
    '',
    `${targets - missed} of ${targets} targets met${missed ? `, ${missed} missed` : ''}. ` +
      'Ratios are figure / baseline, both measured in the same run. Written by bench/run-all.ts; ' +
      'see bench/README.md for what each figure means.',
    '',
    '| bench | figure | value | baseline | ratio | target | met |',
    '|---|---|---:|---:|---:|---|---|',
    ...rows.map(rowOf),
    '',
    '| bench | exit code | time |',
    '|---|---:|---:|',
    ...runs.map(
      (run) =>
        `| ${run.name} | ${run.timedOut ? 'timed out' : (run.code ?? run.signal)} | ${Math.round(run.seconds)} s |`,
    ),
    '',
  ];
  return lines.join('\n');
}

async function main() {
  const wanted = process.argv.slice(2);
  const selected = wanted.length
    ? BENCHES.filter((name) => wanted.some((w) => name.includes(w)))
    : BENCHES;
  if (selected.length === 0) {
    console.error(`no bench matches ${wanted.join(', ')}; there are: ${BENCHES.join(', ')}`);
    process.exit(2);
  }
  const startedAt = new Date();
  const load = os.loadavg();
  const runs: BenchRun[] = [];
  for (const name of selected) {
    console.log(`\n=== ${name} ${'='.repeat(Math.max(0, 70 - name.length))}\n`);
    runs.push(await runBench(name));
    // Written after every bench, so an interrupted run keeps what it measured.
    writeFileSync(SUMMARY, summary(runs, startedAt, load));
  }
  const text = summary(runs, startedAt, load);
  console.log(`\n${text}`);
  console.log(`(written to ${path.relative(process.cwd(), SUMMARY) || SUMMARY})`);
  const failed = runs.some(
    (run) => failureRow(run) !== undefined || run.figures.some((f) => f.met === false),
  );
  process.exit(failed ? 1 : 0);
}

await main();
