import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CachedAnswer, sendCompressed } from './compressed-answer.ts';

const YEAR = 'public, max-age=31536000, immutable';

/** index.html in memory with its compressed forms; a rebuild (new mtime) is picked up. */
function shellLoader(root: string): () => CachedAnswer {
  const file = path.join(root, 'index.html');
  let cached: { mtimeMs: number; answer: CachedAnswer } | undefined;
  return () => {
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs)
      cached = { mtimeMs, answer: new CachedAnswer(readFileSync(file)) };
    return cached.answer;
  };
}

/**
 * Serves the built SPA: hashed assets cached for a year, everything else (index.html above
 * all) revalidated on every load so a deploy shows up at once. Unknown non-API paths get
 * index.html, and the client router decides (including its 'Page not found' page).
 */
export const staticFilesPlugin = fp(
  async (app: FastifyInstance, options: { root: string | null }) => {
    const root =
      options.root && existsSync(path.join(options.root, 'index.html')) ? options.root : null;
    if (root) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // The build writes .br and .gz beside each asset (vite.config.ts); a file without
        // them is compressed per request by @fastify/compress as before.
        preCompressed: true,
        setHeaders: (reply, filePath) => {
          reply.header(
            'cache-control',
            filePath.includes(`${path.sep}assets${path.sep}`) ? YEAR : 'no-cache',
          );
        },
      });
    } else if (options.root) {
      app.log.warn(
        { root: options.root },
        'web app is not built: serving the API only (run `npm run build`)',
      );
    }

    const shell = root ? shellLoader(root) : undefined;
    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/socket.io');
      // A stale hashed asset (after a deploy) must fail as a 404, not load index.html as a script.
      const isAsset = url.startsWith('/assets/');
      if (!root || isApi || isAsset || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply
          .code(404)
          .send({ success: false, message: `Route ${request.method} ${url} not found` });
      }
      reply.header('cache-control', 'no-cache');
      if (request.method === 'HEAD')
        return reply.sendFile('index.html', root, { cacheControl: false });
      // Every client route's first bytes: compressed once, rebuilt only when the file changes.
      return sendCompressed(request, reply, shell!(), 'text/html; charset=utf-8');
    });
  },
);
