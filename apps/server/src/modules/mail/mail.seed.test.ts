import type { MailMessage, MailMessageDetail } from '@streamfront/contract';
import { describe, expect, it } from 'vitest';
import { bearer, json, loginAsAdmin } from '../../testing/test-app.ts';
import { useTestApp } from '../../testing/use-test-app.ts';

describe('the demo mail log', () => {
  const test = useTestApp();

  it('shows sent, failed and given-up messages about the demo orders on first start', async () => {
    const admin = await loginAsAdmin(test.app);
    const list = json<{ data: MailMessage[]; meta: { total: number } }>(
      await test.app.inject({
        method: 'GET',
        url: '/api/admin/mail?pageSize=100',
        headers: bearer(admin.token),
      }),
    );
    const states = new Set(list.data.map((message) => message.state));
    expect(states).toEqual(new Set(['sent', 'failed', 'dead']));
    expect(list.data.every((message) => message.orderId !== null)).toBe(true);
    const failed = list.data.find((message) => message.state === 'failed')!;
    expect(failed.lastError).toMatch(/^451/);

    // Each renders from its stored parameters, as it was sent.
    for (const message of list.data.slice(0, 4)) {
      const detail = json<{ data: MailMessageDetail }>(
        await test.app.inject({
          method: 'GET',
          url: `/api/admin/mail/${message.id}`,
          headers: bearer(admin.token),
        }),
      ).data;
      const orderNumber = /SF-\d+/.exec(detail.text ?? '')?.[0];
      expect(orderNumber).toBeDefined();
      expect(detail.html).toContain(orderNumber);
    }
  });
});
