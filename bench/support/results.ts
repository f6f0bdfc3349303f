import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The one way a bench reports a figure: printed as a PASS/FAIL line (or an info line when it
 * has no target) and appended as a JSON line to `bench/results/<bench>.jsonl`, which
 * `run-all.ts` turns into the summary table `bench/results.md`. A bench records every figure
 * it checks, then calls `finish()`, which sets the exit code from them.
 */

export const RESULTS_DIR = path.join(import.meta.dirname, '..', 'results');

export const resultsFile = (bench: string) => path.join(RESULTS_DIR, `${bench}.jsonl`);

/** `compared` says what the limit applies to: the figure itself or its ratio to the baseline. */
export interface Target {
  compared: 'value' | 'ratio';
  op: '>=' | '<=';
  limit: number;
}

export interface FigureInput {
  /** What was measured, e.g. `GET /api/services req/s, real server`. */
  figure: string;
  value: number;
  /** `req/s`, `ms`, `%`, `µs`, `KB`, or '' for a plain number. */
  unit: string;
  /** The same quantity measured on the baseline in the same run, and what that baseline is. */
  baseline?: { value: number; label: string };
  target?: Target;
  /** Extra words for the summary, e.g. why a figure is what it is. */
  note?: string;
}

/** One line of `bench/results/<bench>.jsonl`. */
export interface FigureRecord extends FigureInput {
  bench: string;
  ratio: number | null;
  /** null: no target, the figure is there to be read. */
  met: boolean | null;
}

export function formatNumber(value: number, unit = ''): string {
  if (!Number.isFinite(value)) return String(value);
  const abs = Math.abs(value);
  const digits = Number.isInteger(value) || abs >= 100 ? 0 : abs >= 10 ? 1 : abs >= 1 ? 2 : 3;
  const text = value.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return unit ? `${text} ${unit}` : text;
}

export const formatRatio = (ratio: number) => `${ratio.toFixed(3)}×`;

export function formatTarget(target: Target, unit: string): string {
  const op = target.op === '>=' ? '≥' : '≤';
  return target.compared === 'ratio'
    ? `ratio ${op} ${target.limit}`
    : `${op} ${formatNumber(target.limit, unit)}`;
}

export function isMet(target: Target, value: number, ratio: number | null): boolean {
  const compared = target.compared === 'ratio' ? ratio : value;
  if (compared === null || !Number.isFinite(compared)) return false;
  return target.op === '>=' ? compared >= target.limit : compared <= target.limit;
}

export interface BenchResults {
  /** Prints the figure with its verdict, appends it to the results file; returns whether met. */
  record(input: FigureInput): boolean;
  /** True when every target recorded so far was met; sets `process.exitCode` accordingly. */
  finish(): boolean;
}

/**
 * Results of the bench named `bench` (the script's name without `.ts`). The file is emptied on
 * the first figure, so a bench run on its own leaves only this run's figures behind; a
 * bench's child processes never record and so never touch it.
 */
export function benchResults(bench: string): BenchResults {
  const file = resultsFile(bench);
  let started = false;
  let missed = 0;
  return {
    record(input) {
      const ratio = input.baseline ? input.value / input.baseline.value : null;
      const met = input.target ? isMet(input.target, input.value, ratio) : null;
      const record: FigureRecord = { bench, ...input, ratio, met };
      if (!started) {
        mkdirSync(RESULTS_DIR, { recursive: true });
        writeFileSync(file, '');
        started = true;
      }
      appendFileSync(file, `${JSON.stringify(record)}\n`);
      if (met === false) missed += 1;

      const verdict = met === null ? 'INFO' : met ? 'PASS' : 'FAIL';
      const parts = [`${input.figure}: ${formatNumber(input.value, input.unit)}`];
      if (input.baseline) {
        parts.push(
          `${input.baseline.label} ${formatNumber(input.baseline.value, input.unit)}, ratio ${formatRatio(ratio!)}`,
        );
      }
      if (input.target) parts.push(`target ${formatTarget(input.target, input.unit)}`);
      console.log(`${verdict}  ${parts.join('; ')}`);
      return met !== false;
    },
    finish() {
      const pass = missed === 0;
      process.exitCode = pass ? 0 : 1;
      return pass;
    },
  };
}
