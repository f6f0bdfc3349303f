import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { pixelsOf } from '../../testing/decoded-image.ts';
import { ICO_1PX, multipart, PNG_1PX } from '../../testing/images.ts';
import { bearer, json } from '../../testing/test-app.ts';
import { useTestCluster } from '../../testing/test-cluster.ts';

/**
 * Two instances sharing PostgreSQL and Redis; fails (never skips) when either is missing.
 * Behind a load balancer the upload and the next page view rarely reach the same instance:
 * the favicon lives in the database, so any instance serves what any other stored.
 */
const cluster = useTestCluster();

type FaviconAnswer = { data: { favicon: { url: string } } };

async function upload(app: FastifyInstance, bytes: Buffer, name: string, type: string) {
  const body = await multipart(bytes, name, type);
  const res = await app.inject({
    method: 'PUT',
    url: '/api/admin/favicon',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(cluster.adminToken) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<FaviconAnswer>(res).data.favicon.url;
}

async function servedBy(app: FastifyInstance) {
  const url = json<FaviconAnswer>(await app.inject({ method: 'GET', url: '/api/favicon?_t=1' }))
    .data.favicon.url;
  const file = await app.inject({ method: 'GET', url });
  return {
    url,
    status: file.statusCode,
    type: file.headers['content-type'],
    bytes: file.rawPayload,
  };
}

describe('two instances over Redis', () => {
  it('a favicon uploaded through A is served by B, and a new one replaces it on both', async () => {
    const url = await upload(cluster.a, PNG_1PX, 'icon.png', 'image/png');
    const onB = await servedBy(cluster.b);
    expect(onB).toMatchObject({ url, status: 200, type: 'image/png' });
    // Re-encoded without loss: the same pixels, not the same bytes.
    expect(await pixelsOf(onB.bytes)).toEqual(await pixelsOf(PNG_1PX));

    // Uploaded through B this time: A has no stale copy of its own.
    const next = await upload(cluster.b, ICO_1PX, 'icon.ico', 'image/x-icon');
    expect(next).not.toBe(url);
    for (const app of [cluster.a, cluster.b]) {
      const served = await servedBy(app);
      expect(served).toMatchObject({ url: next, status: 200 });
      expect(served.bytes.equals(ICO_1PX)).toBe(true);
    }

    // Reset on A: B falls back to the default at once.
    const reset = await cluster.a.inject({
      method: 'DELETE',
      url: '/api/admin/favicon',
      headers: bearer(cluster.adminToken),
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const fallback = json<FaviconAnswer>(
      await cluster.b.inject({ method: 'GET', url: '/api/favicon' }),
    );
    expect(fallback.data.favicon.url).toBe('/favicon.svg');
    // B kept the file it served; A's change reaches it over the message bus.
    await vi.waitFor(async () =>
      expect((await cluster.b.inject({ method: 'GET', url: next })).statusCode).toBe(404),
    );
  });
});
