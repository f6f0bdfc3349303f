// Chat assistant intent engine vs plain NLP.js on CLINC150 (Larson et al., EMNLP 2019), plus
// held-out accuracy of the seeded streaming intents. Run: npx tsx bench/chatbot-clinc150.ts
//   CLINC150_PATH=/path/to/data_full.json   dataset (default ../shared/datasets/clinc150 beside the repo)
//   BENCH_SKIP_BASELINE=1 or --skip-baseline  skip NLP.js (~100 s of training)
// Exits 1 when our engine misses a target, so CI can run it as a check.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  classifyIntent,
  crossValidateIntents,
  trainIntentModel,
  type TrainingIntent,
} from '../apps/server/src/modules/chatbot/engine/index.ts';
import { seedIntents } from '../apps/server/src/db/seed-data/chatbot-intents.ts';
import { benchResults } from './support/results.ts';

const TARGETS = {
  inScopeAccuracy: 0.9,
  oosRecall: 0.4,
  trainSeconds: 30,
  p95Ms: 5,
  streamingHeldOut: 0.9,
};

type Example = [text: string, intent: string];
interface Clinc150 {
  train: Example[];
  val: Example[];
  test: Example[];
  oos_val: Example[];
  oos_test: Example[];
}
interface Prediction {
  /** null when the engine itself says "none of these" (NLP.js's 'None'). */
  intent: string | null;
  confidence: number;
}
interface Engine {
  name: string;
  train(intents: TrainingIntent[]): Promise<void>;
  predict(text: string): Promise<Prediction>;
}
interface Scored {
  expected: string | null;
  predicted: Prediction;
  ms: number;
}

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const datasetPath =
  process.env.CLINC150_PATH ?? resolve(repoRoot, '../shared/datasets/clinc150/data_full.json');
const skipBaseline =
  process.env.BENCH_SKIP_BASELINE === '1' || process.argv.includes('--skip-baseline');

function groupByIntent(examples: Example[]): TrainingIntent[] {
  const byName = new Map<string, string[]>();
  for (const [text, intent] of examples) {
    const list = byName.get(intent);
    if (list) list.push(text);
    else byName.set(intent, [text]);
  }
  return [...byName].map(([name, utterances]) => ({ name, utterances }));
}

function streamfrontEngine(): Engine {
  let model: ReturnType<typeof trainIntentModel> | undefined;
  return {
    name: 'Streamfront',
    async train(intents) {
      model = trainIntentModel(intents);
    },
    async predict(text) {
      if (!model) throw new Error('not trained');
      const [top] = classifyIntent(model, text, 1);
      return top ?? { intent: null, confidence: 0 };
    },
  };
}

async function nlpjsEngine(): Promise<Engine> {
  // Loaded only when used, so that --skip-baseline runs without the package installed; the
  // specifier is a variable because NLP.js ships no type declarations (see NlpjsBasic below).
  const specifier = '@nlpjs/basic';
  const { containerBootstrap, Nlp, LangEn } = (await import(specifier)) as NlpjsBasic;
  const container = await containerBootstrap();
  container.use(Nlp);
  container.use(LangEn);
  const nlp = container.get('nlp');
  // Default settings, except that it must not write model.nlp into the working directory.
  nlp.settings.autoSave = false;
  nlp.addLanguage('en');
  return {
    name: 'NLP.js 4.27',
    async train(intents) {
      for (const intent of intents)
        for (const u of intent.utterances) nlp.addDocument('en', u, intent.name);
      // NLP.js prints a line per training epoch; keep the bench's own output readable.
      const log = console.log;
      console.log = () => {};
      try {
        await nlp.train();
      } finally {
        console.log = log;
      }
    },
    async predict(text) {
      const result = await nlp.process('en', text);
      return result.intent === 'None'
        ? { intent: null, confidence: 0 }
        : { intent: result.intent, confidence: result.score };
    },
  };
}
interface NlpjsBasic {
  containerBootstrap(): Promise<{ use(plugin: unknown): void; get(name: 'nlp'): NlpjsNlp }>;
  Nlp: unknown;
  LangEn: unknown;
}
interface NlpjsNlp {
  settings: { autoSave: boolean };
  addLanguage(locale: string): void;
  addDocument(locale: string, utterance: string, intent: string): void;
  train(): Promise<unknown>;
  process(locale: string, text: string): Promise<{ intent: string; score: number }>;
}

async function score(engine: Engine, inScope: Example[], outOfScope: Example[]): Promise<Scored[]> {
  const scored: Scored[] = [];
  const items: [string, string | null][] = [
    ...inScope,
    ...outOfScope.map(([t]): [string, null] => [t, null]),
  ];
  for (const [text, expected] of items) {
    const start = performance.now();
    const predicted = await engine.predict(text);
    scored.push({ expected, predicted, ms: performance.now() - start });
  }
  return scored;
}

/** In-scope accuracy (right intent and confident enough) and out-of-scope recall. */
function rates(scored: Scored[], threshold: number) {
  let inScope = 0;
  let correct = 0;
  let oos = 0;
  let rejected = 0;
  for (const { expected, predicted } of scored) {
    const accepted = predicted.intent !== null && predicted.confidence >= threshold;
    if (expected === null) {
      oos++;
      if (!accepted) rejected++;
    } else {
      inScope++;
      if (accepted && predicted.intent === expected) correct++;
    }
  }
  return {
    accuracy: correct / Math.max(1, inScope),
    recall: rejected / Math.max(1, oos),
    correct,
    rejected,
  };
}

/**
 * The one threshold: the value that maximises accuracy over val + oos_val with out-of-scope
 * counted as one more label, so every validation query weighs the same (3,000 in-scope,
 * 100 out-of-scope). Candidates are midpoints between neighbouring confidences, so the
 * choice does not sit on a sample. The test splits are never looked at.
 *
 * `balanced` instead maximises in-scope accuracy + oos recall, which weighs the 100
 * out-of-scope queries as much as the 3,000 in-scope ones; it is printed for comparison
 * only, because it trades many answered questions for a few rejected ones.
 */
function chooseThreshold(validation: Scored[], criterion: 'joint' | 'balanced'): number {
  const values = [...new Set(validation.map((s) => s.predicted.confidence))].sort((a, b) => a - b);
  const candidates = [0, ...values.slice(1).map((v, i) => (v + (values[i] ?? 0)) / 2)];
  let best = { threshold: 0, value: -1 };
  for (const threshold of candidates) {
    const r = rates(validation, threshold);
    const value = criterion === 'joint' ? r.correct + r.rejected : r.accuracy + r.recall;
    if (value > best.value) best = { threshold, value };
  }
  return best.threshold;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

interface Report {
  name: string;
  trainSeconds: number;
  threshold: number;
  raw: ReturnType<typeof rates>;
  atThreshold: ReturnType<typeof rates>;
  balancedThreshold: number;
  atBalanced: ReturnType<typeof rates>;
  p50: number;
  p95: number;
}

async function evaluate(engine: Engine, data: Clinc150): Promise<Report> {
  process.stdout.write(`${engine.name}: training on ${data.train.length} utterances… `);
  const start = performance.now();
  await engine.train(groupByIntent(data.train));
  const trainSeconds = (performance.now() - start) / 1000;
  process.stdout.write(`${trainSeconds.toFixed(1)} s; classifying… `);
  const validation = await score(engine, data.val, data.oos_val);
  const test = await score(engine, data.test, data.oos_test);
  const threshold = chooseThreshold(validation, 'joint');
  const balancedThreshold = chooseThreshold(validation, 'balanced');
  const ms = test.map((s) => s.ms);
  console.log('done');
  return {
    name: engine.name,
    trainSeconds,
    threshold,
    raw: rates(test, 0),
    atThreshold: rates(test, threshold),
    balancedThreshold,
    atBalanced: rates(test, balancedThreshold),
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const pts = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)} pts`;
/** How many times faster ours is (baseline / ours), or slower when below 1. */
const speed = (ours: number, baseline: number) =>
  baseline >= ours
    ? `${(baseline / ours).toFixed(1)}× faster`
    : `${(ours / baseline).toFixed(1)}× slower`;

function printTable(headers: string[], rows: string[][]): void {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(line(headers));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

const STREAMING_THRESHOLDS = [0, 0.1, 0.2, 0.3, 0.4, 0.5];

/**
 * The seeded streaming intents: k-fold held-out accuracy, plus what a confidence threshold
 * would cost and buy on them — a fixed split (every fifth utterance of each intent held out)
 * against CLINC150's out-of-scope test queries, none of which is about streaming.
 */
function streamingSet(outOfScope: Example[]) {
  const intents = seedIntents.filter((i) => i.enabled !== false);
  const start = performance.now();
  const model = trainIntentModel(intents);
  const trainMs = performance.now() - start;
  const cv = crossValidateIntents(intents, 5);

  const split = trainIntentModel(
    intents.map((i) => ({ name: i.name, utterances: i.utterances.filter((_, j) => j % 5 !== 4) })),
  );
  const heldOut = intents.flatMap((i) =>
    i.utterances.filter((_, j) => j % 5 === 4).map((u) => [u, i.name] as const),
  );
  const top = (text: string) => classifyIntent(split, text, 1)[0] ?? { intent: '', confidence: 0 };
  const inScope = heldOut.map(([text, name]) => ({ ...top(text), name }));
  const offTopic = outOfScope.map(([text]) => top(text).confidence);
  const thresholds = STREAMING_THRESHOLDS.map((threshold) => ({
    threshold,
    accuracy:
      inScope.filter((p) => p.intent === p.name && p.confidence >= threshold).length /
      inScope.length,
    rejected: offTopic.filter((c) => c < threshold).length / offTopic.length,
  }));

  return {
    intents: intents.length,
    utterances: intents.reduce((n, i) => n + i.utterances.length, 0),
    heldOut: heldOut.length,
    trainMs,
    modelKb: Buffer.byteLength(JSON.stringify(model)) / 1024,
    thresholds,
    ...cv,
  };
}

async function main(): Promise<void> {
  const data = JSON.parse(readFileSync(datasetPath, 'utf8')) as Clinc150;
  console.log(`CLINC150 from ${datasetPath}`);
  console.log(
    `train ${data.train.length} in-scope; threshold on val ${data.val.length} + oos_val ${data.oos_val.length}; ` +
      `report on test ${data.test.length} + oos_test ${data.oos_test.length}\n`,
  );

  const reports = [await evaluate(streamfrontEngine(), data)];
  if (skipBaseline)
    console.log('NLP.js baseline skipped (BENCH_SKIP_BASELINE=1 or --skip-baseline)');
  else reports.push(await evaluate(await nlpjsEngine(), data));

  const [ours, base] = reports as [Report, Report | undefined];
  const row = (
    label: string,
    cell: (r: Report) => string,
    diff: (o: Report, b: Report) => string,
  ) => [label, ...reports.map(cell), ...(base ? [diff(ours, base)] : [])];
  console.log();
  printTable(
    [
      'CLINC150 full (test + oos_test)',
      ...reports.map((r) => r.name),
      ...(base ? ['Streamfront vs NLP.js'] : []),
    ],
    [
      row(
        'training time',
        (r) => `${r.trainSeconds.toFixed(1)} s`,
        (o, b) => speed(o.trainSeconds, b.trainSeconds),
      ),
      row(
        'in-scope accuracy, no threshold',
        (r) => pct(r.raw.accuracy),
        (o, b) => pts(o.raw.accuracy - b.raw.accuracy),
      ),
      row(
        'oos recall, no threshold',
        (r) => pct(r.raw.recall),
        (o, b) => pts(o.raw.recall - b.raw.recall),
      ),
      row(
        'the one threshold (max. accuracy on val + oos_val)',
        (r) => r.threshold.toFixed(3),
        () => '',
      ),
      row(
        'in-scope accuracy @ threshold',
        (r) => pct(r.atThreshold.accuracy),
        (o, b) => pts(o.atThreshold.accuracy - b.atThreshold.accuracy),
      ),
      row(
        'oos recall @ threshold',
        (r) => pct(r.atThreshold.recall),
        (o, b) => pts(o.atThreshold.recall - b.atThreshold.recall),
      ),
      row(
        'for comparison: balanced threshold (max. acc. + recall)',
        (r) => r.balancedThreshold.toFixed(3),
        () => '',
      ),
      row(
        'in-scope accuracy @ balanced threshold',
        (r) => pct(r.atBalanced.accuracy),
        (o, b) => pts(o.atBalanced.accuracy - b.atBalanced.accuracy),
      ),
      row(
        'oos recall @ balanced threshold',
        (r) => pct(r.atBalanced.recall),
        (o, b) => pts(o.atBalanced.recall - b.atBalanced.recall),
      ),
      row(
        'classify p50 per utterance',
        (r) => `${r.p50.toFixed(3)} ms`,
        (o, b) => speed(o.p50, b.p50),
      ),
      row(
        'classify p95 per utterance',
        (r) => `${r.p95.toFixed(3)} ms`,
        (o, b) => speed(o.p95, b.p95),
      ),
    ],
  );
  console.log(
    'Paper (oos-threshold, full): Rasa 90.9 / 31.2, SVM 88.2 / 18.0, MLP 93.4 / 49.1, BERT 96.2 / 52.3\n',
  );

  const streaming = streamingSet(data.oos_test);
  printTable(
    ['Seeded streaming intents (apps/server/src/db/seed-data/chatbot-intents.ts)', 'Streamfront'],
    [
      ['intents / utterances', `${streaming.intents} / ${streaming.utterances}`],
      [`held-out accuracy, stratified ${streaming.folds}-fold`, pct(streaming.accuracy)],
      ['training time, whole set', `${streaming.trainMs.toFixed(0)} ms`],
      ['model size, JSON', `${streaming.modelKb.toFixed(0)} KB`],
    ],
  );
  console.log();
  printTable(
    [
      `threshold on the streaming model (${streaming.heldOut} held-out utterances)`,
      'in-scope accuracy',
      `CLINC150 oos_test rejected`,
    ],
    streaming.thresholds.map((t) => [t.threshold.toFixed(1), pct(t.accuracy), pct(t.rejected)]),
  );
  console.log();

  const results = benchResults('chatbot-clinc150');
  const nlpjs = (value: (r: Report) => number) =>
    base ? { baseline: { value: value(base), label: 'NLP.js' } } : {};
  results.record({
    figure: 'CLINC150 in-scope accuracy at the one threshold',
    value: ours.atThreshold.accuracy * 100,
    unit: '%',
    ...nlpjs((r) => r.atThreshold.accuracy * 100),
    target: { compared: 'value', op: '>=', limit: TARGETS.inScopeAccuracy * 100 },
  });
  results.record({
    figure: 'CLINC150 out-of-scope recall at the one threshold',
    value: ours.atThreshold.recall * 100,
    unit: '%',
    ...nlpjs((r) => r.atThreshold.recall * 100),
    target: { compared: 'value', op: '>=', limit: TARGETS.oosRecall * 100 },
  });
  results.record({
    figure: 'CLINC150 training time',
    value: ours.trainSeconds,
    unit: 's',
    ...nlpjs((r) => r.trainSeconds),
    target: { compared: 'value', op: '<=', limit: TARGETS.trainSeconds },
  });
  results.record({
    figure: 'classification p95 per utterance',
    value: ours.p95,
    unit: 'ms',
    ...nlpjs((r) => r.p95),
    target: { compared: 'value', op: '<=', limit: TARGETS.p95Ms },
  });
  results.record({
    figure: 'seeded streaming intents, held-out accuracy',
    value: streaming.accuracy * 100,
    unit: '%',
    target: { compared: 'value', op: '>=', limit: TARGETS.streamingHeldOut * 100 },
  });
  results.finish();
}

await main();
