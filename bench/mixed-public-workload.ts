// The public site under a crowd: 200 connections for 30 s, each loading the home page the way a
// browser does (index.html, its hashed scripts and styles, the site settings with the hero's
// words, the hero image, the package catalogue, the upcoming events and their images) and then
// sending a chat message, over and over. The server is the production one
// (apps/server/src/main.ts, built web app, PGlite data directory, LOG_LEVEL=info) in its own
// process. The baseline, in the same run, is a raw `node:http` server replaying the real
// server's answer to each of those requests, byte for byte.
//
// Visitors: the server runs with TRUST_PROXY=true, as behind the load balancer of a real
// deployment, and every home-page visit comes from its own X-Forwarded-For address; each
// chat conversation takes three messages. No visitor comes near the chat's 30 a minute, so
// the chat answers come from the intent engine, not from the rate limiter. The API-wide
// limit is raised as in the other benches (it still counts every request). Any 429 is
// counted apart from the errors.
//
// Targets: non-429 error rate 0 % (any other non-2xx answer, socket error or timeout is an
// error) and p99 latency <= 400 ms (issue 21; it was 500). A closed loop of 200 connections
// queues behind the two cores: the mean latency is 200 / throughput, so at ~1,000 req/s it is ~200 ms; 400 ms at
// p99 leaves room for the chat's database writes, not for a stall. Exits 1 when missed.
//
//   npx node bench/mixed-public-workload.ts   (or: npm run bench:mixed -w @streamfront/bench)
//   BENCH_CONNECTIONS=200 BENCH_SECONDS=30 BENCH_WARMUP_SECONDS=5 BENCH_P99_MS=400
//   BENCH_LOG_LEVEL=info   WEB_DIST_DIR=apps/web/dist (the built web app, `npm run build`)
import { existsSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer, type RunningServer } from '../scripts/start-server.ts';
import { envNumber } from './support/options.ts';
import { captureAnswer, checkSameAnswer, rawRequest, type RequestSpec } from './support/replay.ts';
import { benchResults, formatNumber } from './support/results.ts';
import { startServerProcess, type ServerProcess } from './support/server-process.ts';

const CONNECTIONS = envNumber('BENCH_CONNECTIONS', 200);
const SECONDS = envNumber('BENCH_SECONDS', 30);
const WARMUP_SECONDS = envNumber('BENCH_WARMUP_SECONDS', 5);
const P99_TARGET_MS = envNumber('BENCH_P99_MS', 400);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
const WEB_DIST = path.resolve(
  process.env.WEB_DIST_DIR ?? path.join(import.meta.dirname, '..', 'apps', 'web', 'dist'),
);
/** Event images a visit loads at most (the home page shows a handful of cards). */
const EVENT_IMAGES = 3;
const MESSAGES_PER_CONVERSATION = 3;
const CHAT_MESSAGES = [
  'How much is the premium package?',
  'Which sports can I watch live?',
  'How do I cancel my subscription?',
  'Can I watch on my TV?',
];

/** What a browser sends: it takes any compression the server offers. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd', 'accept-language': 'en' };
const JSON_GET = { ...BROWSER, accept: 'application/json' };

// ---------------------------------------------------------------------------------------
// The home page's requests, found the way a browser finds them.

interface MixEntry {
  label: string;
  spec: RequestSpec;
  kind: 'static' | 'api' | 'chat';
}

const assetsOf = (html: string) => [
  ...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!)),
];

async function jsonOf(baseURL: string, pathname: string): Promise<string> {
  const answer = await rawRequest(baseURL, { method: 'GET', path: pathname, headers: {} });
  if (answer.status !== 200) throw new Error(`GET ${pathname} answered ${answer.status}`);
  return answer.body.toString('utf8');
}

async function homeVisit(baseURL: string): Promise<MixEntry[]> {
  const index = await rawRequest(baseURL, { method: 'GET', path: '/', headers: {} });
  const html = index.body.toString('utf8');
  const assets = assetsOf(html);
  if (index.status !== 200 || assets.length === 0) {
    throw new Error(`GET / answered ${index.status} with no /assets/ scripts: is the app built?`);
  }
  const site = await jsonOf(baseURL, '/api/site');
  const hero = /\/api\/hero\/image\?v=[^"]+/.exec(site)?.[0];
  const events = await jsonOf(baseURL, '/api/events/upcoming');
  const eventImages = [...new Set(events.match(/\/api\/events\/[^"/]+\/image\?v=[^"]+/g) ?? [])];

  const get = (label: string, pathname: string, kind: MixEntry['kind']): MixEntry => ({
    label,
    kind,
    spec: { method: 'GET', path: pathname, headers: kind === 'api' ? JSON_GET : BROWSER },
  });
  return [
    get('index.html', '/', 'static'),
    ...assets.map((asset) => get(asset, asset, 'static')),
    get('site settings and hero words', '/api/site', 'api'),
    ...(hero ? [get('hero image', hero, 'static')] : []),
    get('package catalogue', '/api/services', 'api'),
    get('upcoming events', '/api/events/upcoming', 'api'),
    ...eventImages.slice(0, EVENT_IMAGES).map((image) => get('event image', image, 'static')),
    {
      label: 'chat message',
      kind: 'chat',
      spec: {
        method: 'POST',
        path: '/api/chatbot/process-message',
        headers: { ...JSON_GET, 'content-type': 'application/json' },
        body: chatBody(0),
      },
    },
  ];
}

function chatBody(message: number): string {
  const session = Math.floor(message / MESSAGES_PER_CONVERSATION);
  return JSON.stringify({
    message: CHAT_MESSAGES[message % CHAT_MESSAGES.length],
    sessionId: `bench-${process.pid}-${session}`,
    sessionSecret: `bench-secret-${process.pid}-${session}`.padEnd(48, '-'),
  });
}

/** The chat is ready once its model is trained, a few seconds after start-up. */
async function waitForChat(baseURL: string, entry: MixEntry) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const answer = await rawRequest(baseURL, entry.spec);
    if (answer.status === 200) return;
    if (answer.status !== 503 || Date.now() > deadline) {
      throw new Error(`chat answered ${answer.status}: ${answer.body.toString().slice(0, 300)}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

// ---------------------------------------------------------------------------------------
// Load.

/** Visitor n's address: 10.x.y.z, a new one for every home-page visit. */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

function load(baseURL: string, mix: MixEntry[], seconds: number) {
  let sent = 0;
  let chats = 0;
  const requests = mix.map((entry) => ({
    method: entry.spec.method,
    path: entry.spec.path,
    headers: entry.spec.headers,
    ...(entry.spec.body ? { body: entry.spec.body } : {}),
    setupRequest: (request: autocannon.Request) => {
      const visitor = Math.floor(sent / mix.length);
      sent += 1;
      const headers = { ...request.headers, 'x-forwarded-for': addressOf(visitor) };
      // The web client adds a cache-busting `_t` to every API GET (spec §7).
      if (entry.kind === 'api')
        return { ...request, headers, path: `${entry.spec.path}?_t=${Date.now()}` };
      if (entry.kind === 'chat') return { ...request, headers, body: chatBody(chats++) };
      return { ...request, headers };
    },
  }));
  return autocannon({ url: baseURL, connections: CONNECTIONS, duration: seconds, requests });
}

interface Outcome {
  rps: number;
  p50: number;
  p99: number;
  answered: number;
  tooMany: number;
  errors: number;
  byStatus: string;
}

function outcome(result: autocannon.Result): Outcome {
  const stats =
    (result as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  let answered = 0;
  let tooMany = 0;
  let badStatus = 0;
  for (const [status, { count }] of Object.entries(stats)) {
    const n = Number(count);
    answered += n;
    if (status === '429') tooMany += n;
    else if (!status.startsWith('2')) badStatus += n;
  }
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    answered,
    tooMany,
    errors: badStatus + result.errors + result.timeouts,
    byStatus: Object.entries(stats)
      .map(([status, { count }]) => `${status}: ${count}`)
      .join(', '),
  };
}

const print = (name: string, o: Outcome) =>
  console.log(
    `${name.padEnd(4)}  ${formatNumber(o.rps).padStart(7)} req/s  p50 ${o.p50} ms  p99 ${o.p99} ms  ` +
      `answers ${o.byStatus || 'none'}; errors and timeouts ${o.errors}`,
  );

async function main() {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error(
      `${WEB_DIST} has no index.html: build the web app first (npm run build; npm run bench does)`,
    );
  }
  const results = benchResults('mixed-public-workload');
  let real: RunningServer | undefined;
  let raw: ServerProcess | undefined;
  try {
    real = await startServer({
      WEB_DIST_DIR: WEB_DIST,
      LOG_LEVEL,
      TRUST_PROXY: 'true',
      // High enough never to answer 429, while the limiter still counts every request.
      RATE_LIMIT_PER_MINUTE: '1000000000',
    });
    const mix = await homeVisit(real.baseURL);
    const chat = mix.find((entry) => entry.kind === 'chat')!;
    await waitForChat(real.baseURL, chat);
    const captures = [];
    for (const entry of mix) captures.push(await captureAnswer(real.baseURL, entry.spec));
    raw = await startServerProcess('raw', { kind: 'replay', captures });
    let bytes = 0;
    for (const entry of mix) {
      const same = await checkSameAnswer(real.baseURL, raw.baseURL, entry.spec, {
        sameBody: entry.kind !== 'chat',
      });
      bytes += same.bytes;
    }

    console.log(
      `mixed public workload: ${CONNECTIONS} connections for ${SECONDS} s each (after ${WARMUP_SECONDS} s of warm-up), ` +
        `real server (main.ts, PGlite, LOG_LEVEL=${LOG_LEVEL}) then raw node:http replaying its answers; Node ${process.version}`,
    );
    console.log(`one visit, ${mix.length} requests, ${formatNumber(bytes / 1024)} KB as sent:`);
    for (const entry of mix) console.log(`  ${entry.spec.method.padEnd(4)} ${entry.label}`);
    console.log();

    await load(real.baseURL, mix, WARMUP_SECONDS);
    await load(raw.baseURL, mix, WARMUP_SECONDS);
    const realOutcome = outcome(await load(real.baseURL, mix, SECONDS));
    print('real', realOutcome);
    const rawOutcome = outcome(await load(raw.baseURL, mix, SECONDS));
    print('raw', rawOutcome);
    console.log();

    const attempts = realOutcome.answered + realOutcome.errors;
    results.record({
      figure: `non-429 error rate, ${CONNECTIONS} connections`,
      value: attempts === 0 ? 100 : (realOutcome.errors / Math.max(1, attempts)) * 100,
      unit: '%',
      target: { compared: 'value', op: '<=', limit: 0 },
      note: `${realOutcome.errors} of ${attempts}; ${realOutcome.tooMany} answered 429`,
    });
    results.record({
      figure: `p99 latency, ${CONNECTIONS} connections`,
      value: realOutcome.p99,
      unit: 'ms',
      baseline: { value: rawOutcome.p99, label: 'raw node:http' },
      target: { compared: 'value', op: '<=', limit: P99_TARGET_MS },
    });
    results.record({
      figure: `throughput, ${CONNECTIONS} connections`,
      value: realOutcome.rps,
      unit: 'req/s',
      baseline: { value: rawOutcome.rps, label: 'raw node:http' },
    });
    results.finish();
  } finally {
    await raw?.stop();
    await real?.stop();
  }
}

await main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
