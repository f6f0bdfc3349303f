import type { AdminTrial } from '@streamfront/contract';
import { describe, expect, it } from 'vitest';
import { json } from '../../testing/test-app.ts';
import { useShopTestApp } from '../../testing/shop-test-app.ts';
import { as } from '../../testing/order-kit.ts';

const t = useShopTestApp();

describe('the demo on first start', () => {
  it('has a year of trials of the package on trial: converted, not, revoked, one running', async () => {
    const res = await t.app.inject(
      as(t.admin, { method: 'GET', url: '/api/admin/trials?pageSize=100&sort=startsAt' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const demo = json<{ data: AdminTrial[] }>(res).data;
    expect(demo).toHaveLength(10);
    expect(new Set(demo.map((trial) => trial.serviceName))).toEqual(new Set(['Essentials']));
    expect(demo.filter((trial) => trial.converted)).toHaveLength(5);
    expect(demo.map((trial) => trial.status).sort()).toEqual([
      ...Array<string>(8).fill('ended'),
      'revoked',
      'running',
    ]);
    const yearAgo = Date.now() - 366 * 86_400_000;
    expect(Date.parse(demo[0]!.startsAt)).toBeGreaterThan(yearAgo);
    const catalogue = json<{ data: { name: string; trialHours: number }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/services' }),
    ).data;
    expect(catalogue.find((s) => s.name === 'Essentials')?.trialHours).toBe(24);
  });
});
