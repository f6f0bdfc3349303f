import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { negotiated, type CachedAnswer } from './compressed-answer.ts';
import type { QuotaTaken } from './rate-limit.ts';
import { logsRequests, writeRequestLine } from './request-log.ts';
import { SECURITY_HEADERS } from './security.ts';

/** A route's public answer, kept in memory: what it would send, while it is current. */
export interface WarmAnswer {
  /** The kept answer, or undefined when it must be built (the route then builds it). */
  peek(): CachedAnswer | undefined;
  contentType: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * This GET route's answer depends on nothing in the request but its Accept-Encoding, and
     * is kept by a public cache: while it is warm, a request for the route's exact URL is
     * answered before routing (warm-answers.ts).
     */
    warmAnswer?: WarmAnswer;
  }
}

type Listener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Warm public answers (the package catalogue, the site) sent before Fastify routes the
 * request: the home and packages pages ask for them on every visit, and the framework's
 * per-request work (request and reply objects, the route lookup, the hooks, the query's
 * validation) cost about three times the CPU Node's HTTP server itself spends on such an
 * answer (decision 065).
 *
 * The answer is the route's own, byte for byte: the same security headers, the API-wide quota
 * taken from the same counter with the same `x-ratelimit-*` headers, the same encoding
 * negotiation, the same request log line and metrics. Whatever the route could answer
 * differently goes to Fastify as before: another method, a query string, a body, an answer not
 * in memory (the route builds it), a request over its quota (Fastify refuses it, in the API's
 * words), a server that is closing (Fastify answers 503).
 */
export const warmAnswersPlugin = fp(
  async (app: FastifyInstance, { trustProxy }: { trustProxy: boolean }) => {
    const answers = new Map<string, WarmAnswer>();
    app.addHook('onRoute', (route) => {
      const warm = route.config?.warmAnswer;
      // Fastify's own HEAD twin of the route carries its config too; HEAD stays routed.
      if (!warm || route.method === 'HEAD') return;
      if (route.method !== 'GET' || route.config?.rateLimit) {
        throw new Error(`${route.url}: a warm answer is for a GET route under the API quota`);
      }
      answers.set(route.url, warm);
    });

    // What Fastify reads as `request.ip` (its request.js), so the quota's key is the same.
    const clientIp = trustProxy
      ? (request: IncomingMessage) => proxyAddr.all(request, () => true).at(-1)
      : (request: IncomingMessage) => request.socket.remoteAddress;
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });

    app.addHook('onReady', async () => {
      const takeQuota = app.takeApiQuota;
      if (answers.size === 0 || !takeQuota) return;
      const logging = logsRequests(app.log);
      const countAnswer = app.countAnswer;

      function send(
        request: IncomingMessage,
        response: ServerResponse,
        url: string,
        warm: WarmAnswer,
        answer: CachedAnswer,
        quota: QuotaTaken,
        startedAt: number,
      ) {
        const { encoding, body } = negotiated(answer, request.headers['accept-encoding']);
        response.writeHead(200, {
          ...SECURITY_HEADERS,
          ...quota.headers,
          'content-type': warm.contentType,
          vary: 'accept-encoding',
          ...(encoding && { 'content-encoding': encoding }),
          'content-length': body.length,
        });
        response.end(body);
        if (!logging && !countAnswer) return;
        response.once('finish', () => {
          const ms = performance.now() - startedAt;
          if (logging)
            writeRequestLine(app.log.child({ reqId: randomUUID() }), 'GET', url, 200, ms);
          countAnswer?.('GET', url, 200, ms);
        });
      }

      // As engine.io attaches to the server: the listeners so far run for what is not ours.
      const server = app.server;
      const routed = server.listeners('request') as Listener[];
      const route: Listener = (request, response) => {
        for (const listener of routed) listener.call(server, request, response);
      };
      server.removeAllListeners('request');
      server.on('request', (request: IncomingMessage, response: ServerResponse) => {
        const url = request.url;
        const warm =
          request.method === 'GET' && !closing && url !== undefined ? answers.get(url) : undefined;
        const answer = warm?.peek();
        if (
          !warm ||
          !answer ||
          request.headers['content-length'] !== undefined ||
          request.headers['transfer-encoding'] !== undefined
        ) {
          return route(request, response);
        }
        const startedAt = performance.now();
        const ip = clientIp(request) ?? '';
        const quota = takeQuota(ip);
        const go = (taken: QuotaTaken) =>
          taken.wait === null
            ? send(request, response, url!, warm, answer, taken, startedAt)
            : route(request, response);
        if (quota instanceof Promise) quota.then(go, () => route(request, response));
        else go(quota);
      });
    });
  },
  { name: 'warm-answers', dependencies: ['rate-limit'] },
);
