import type { MailMessage, MailMessageDetail, MailTemplate } from '@streamfront/contract';
import { E2E_ADMIN } from '../support/accounts.ts';
import { apiLogin, bearer } from '../support/api-session.ts';
import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * The mail customers read, as a mail program shows it: the order mail and a renewal reminder
 * of the demo mail log, rendered by the server, at a phone's width and a desktop's. Nothing
 * is wider than the screen, and axe finds nothing serious.
 */
const TEMPLATES: MailTemplate[] = ['order-placed', 'renewal-reminder'];
const WIDTHS = [375, 1280];

for (const template of TEMPLATES) {
  for (const width of WIDTHS) {
    test(`the ${template} mail at ${width} px: no sideways scrolling, axe clean`, async ({
      page,
      request,
    }) => {
      const admin = await apiLogin(request, E2E_ADMIN);
      const list = await request.get(`/api/admin/mail?template=${template}&pageSize=1`, {
        headers: bearer(admin),
      });
      const [message] = ((await list.json()) as { data: MailMessage[] }).data;
      expect(message, `a seeded ${template} mail`).toBeDefined();
      const detail = await request.get(`/api/admin/mail/${message!.id}`, {
        headers: bearer(admin),
      });
      const { html } = ((await detail.json()) as { data: MailMessageDetail }).data;

      await page.setViewportSize({ width, height: 900 });
      await page.setContent(html!, { waitUntil: 'load' });
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.client);
      await expect(page.getByRole('link', { name: /See your order|Renew for/ })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
