import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../testing/test-app.ts';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/x-abc123.js"></script></head><body><div id="root"></div></body></html>';
// Over the 1 KB compression threshold.
const SCRIPT = `export const data = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `item-${i}`))};\n`;

const PRECOMPRESSED = brotliCompressSync(SCRIPT);

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'sf-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets', 'x-abc123.js'), SCRIPT);
  // As the build writes it (vite.config.ts): the brotli copy beside the file.
  writeFileSync(path.join(dist, 'assets', 'built-def456.js'), SCRIPT);
  writeFileSync(path.join(dist, 'assets', 'built-def456.js.br'), PRECOMPRESSED);
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('static files', () => {
  it('serves hashed assets cached for a year', async () => {
    const res = await get('/assets/x-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toBe(SCRIPT);
  });

  it('serves index.html, never cached, for / and client routes', async () => {
    for (const url of ['/', '/some/client/route', '/packages?x=1', '/index.html']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toBe(INDEX);
      expect(res.headers['content-security-policy'], url).toContain("object-src 'none'");
    }
  });

  it('files outside assets/ are revalidated', async () => {
    const res = await get('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('keeps JSON 404s for the API and for non-GET requests', async () => {
    const api = await get('/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
    expect(json(api)).toEqual({ success: false, message: 'Route GET /api/nope not found' });
    const post = await t.app.inject({ method: 'POST', url: '/some/client/route', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(json<{ success: boolean }>(post).success).toBe(false);
  });

  it('a missing asset is a 404, not index.html served as a script', async () => {
    const res = await get('/assets/x-old999.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<html');
  });

  it('never serves files outside the build folder', async () => {
    for (const url of [
      '/../package.json',
      '/assets/..%2f..%2fpackage.json',
      '/%2e%2e/%2e%2e/package.json',
    ]) {
      const res = await get(url);
      expect(res.body, url).not.toContain('"workspaces"');
    }
  });

  it('compresses with gzip or brotli when the client accepts it', async () => {
    const gz = await get('/assets/x-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(gz.headers.vary)).toMatch(/accept-encoding/i);

    const br = await get('/assets/x-abc123.js', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/x-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it("sends the build's own compressed copy where there is one, without compressing again", async () => {
    const br = await get('/assets/built-def456.js', { 'accept-encoding': 'gzip, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(PRECOMPRESSED)).toBe(true);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    // No gzip copy was built: that one is compressed on the fly, as before.
    const gz = await get('/assets/built-def456.js', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    expect((await get('/assets/built-def456.js')).body).toBe(SCRIPT);
  });

  it('compresses large API answers too', async () => {
    const res = await get('/api/services', { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(res.rawPayload).toString()) as { success: boolean };
    expect(body.success).toBe(true);
  });

  it('compresses the page shell of client routes and picks up a rebuilt index.html', async () => {
    // A real build's index.html is over the 1 KB threshold; the fixture's is not.
    const big = INDEX.replace(
      '</head>',
      `<meta name="description" content="${'x'.repeat(2000)}"></head>`,
    );
    writeFileSync(path.join(dist, 'index.html'), big);
    try {
      const br = await get('/some/client/route', { 'accept-encoding': 'br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(br.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(big);
    } finally {
      writeFileSync(path.join(dist, 'index.html'), INDEX);
    }
  });
});
