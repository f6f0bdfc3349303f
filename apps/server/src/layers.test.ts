import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * DESIGN §6 on the server's import graph, over the code that runs in production (tests and
 * testing/ left out). ESLint's zones and import-x/no-cycle see one import, or a cycle of
 * files; two modules can still lean on each other through different files, which only the
 * whole graph shows.
 */
const root = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'testing' || entry.name === 'migrations' ? [] : sourceFiles(path);
    }
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const importPattern =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** Where each file's relative imports lead: static, re-exports and dynamic ones. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(importPattern)]
    .map((match) => resolve(dirname(file), match[1] ?? match[2]!))
    .filter((target) => existsSync(target));
}

/** `modules/<name>` for a module's files, the top folder (`db`, `plugins`…) or file otherwise. */
function unitOf(file: string): string {
  const [top, name] = relative(root, file).split('/');
  return top === 'modules' ? `modules/${name}` : top!;
}

const edges = new Map<string, Map<string, string>>();
for (const file of sourceFiles(root)) {
  const from = unitOf(file);
  for (const target of importsOf(file)) {
    const to = unitOf(target);
    if (from === to) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    edges.get(from)!.set(to, `${relative(root, file)} -> ${relative(root, target)}`);
  }
}

/** Each cycle among `units` as the imports that close it (Tarjan's strongly connected parts). */
function cyclesAmong(units: (unit: string) => boolean): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const next = (unit: string) => [...(edges.get(unit)?.keys() ?? [])].filter(units);
  const visit = (unit: string) => {
    order.set(unit, index);
    low.set(unit, index);
    index += 1;
    stack.push(unit);
    for (const to of next(unit)) {
      if (!order.has(to)) {
        visit(to);
        low.set(unit, Math.min(low.get(unit)!, low.get(to)!));
      } else if (stack.includes(to)) {
        low.set(unit, Math.min(low.get(unit)!, order.get(to)!));
      }
    }
    if (low.get(unit) !== order.get(unit)) return;
    const part: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      part.push(member);
    } while (member !== unit);
    if (part.length > 1) {
      cycles.push(
        part.flatMap((a) =>
          part.filter((b) => edges.get(a)?.has(b)).map((b) => edges.get(a)!.get(b)!),
        ),
      );
    }
  };
  for (const unit of edges.keys()) if (units(unit) && !order.has(unit)) visit(unit);
  return cycles;
}

describe("the server's layers", () => {
  it('reads the graph it judges', () => {
    expect(edges.get('app.ts')?.has('modules/orders')).toBe(true);
    expect(edges.get('modules/orders')?.has('db')).toBe(true);
  });

  it('has no two modules importing each other, directly or round a loop', () => {
    expect(cyclesAmong((unit) => unit.startsWith('modules/'))).toEqual([]);
  });

  it('keeps db/, lib/, plugins/ and jobs/ below every module, and app.ts above them', () => {
    const below = new Set(['db', 'lib', 'plugins', 'jobs']);
    const upward = [...edges].flatMap(([from, tos]) =>
      [...tos]
        .filter(
          ([to]) =>
            (below.has(from) && (to.startsWith('modules/') || to === 'app.ts')) ||
            (from.startsWith('modules/') && (to === 'app.ts' || to === 'main.ts')),
        )
        .map(([, why]) => why),
    );
    expect(upward).toEqual([]);
  });
});
