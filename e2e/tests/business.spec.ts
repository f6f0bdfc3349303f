import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { openAsAdmin } from '../support/admin.ts';

// The owner's numbers on the demo's year of history (issue 25): four groups of figures, each
// with its formulas, a chart and the same months as a table; the CSV; at desk and phone width.

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

const card = (page: Page, group: string, label: string) =>
  page
    .getByRole('region', { name: group })
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd');

for (const width of [1280, 375]) {
  test(`the business page reads the demo year, charts it and exports it at ${width} px`, async ({
    page,
    login,
    navigate,
  }) => {
    // Four charts and an axe scan on the two shared cores.
    test.slow();
    await openAsAdmin({ page, login, navigate }, '/admin/business', width);
    await expect(page).toHaveTitle('Business · Streamfront Admin');

    // The last 12 months of the demo: paying customers, and each figure's formula beside it.
    const paying = card(page, 'Customers', 'Paying at end');
    await expect(paying.first()).toHaveText(/^[1-9]/);
    await expect(paying.nth(1)).toContainText('Customers paying at the month’s last instant');
    await expect(card(page, 'Recurring revenue', 'MRR at end').first()).toHaveText(/^\$[1-9]/);
    await expect(card(page, 'Customers', 'Churn rate').first()).toHaveText(/%$/);

    const charts = page.getByRole('figure');
    await expect(charts).toHaveCount(4);
    for (const name of [
      'Customers',
      'Recurring revenue',
      'Trials',
      'Revenue per paying customer',
    ]) {
      const chart = page.getByRole('figure', { name: new RegExp(`^${name} by month, `) });
      await expect(chart.getByRole('table')).toHaveCount(1);
      // The month rows, after the heading: twelve of them.
      await expect(chart.getByRole('row')).toHaveCount(13);
    }
    const customers = page.getByRole('figure', { name: /^Customers by month, / });
    await expect(customers.locator('.recharts-bar-rectangle').first()).toBeVisible();

    // The same figures on screen as a table, in a box that scrolls by itself on a phone.
    await customers.getByRole('button', { name: 'Show as table' }).click();
    const shown = customers.getByRole('region', { name: /as a table$/ });
    await expect(shown).toBeVisible();
    await expect(shown.getByRole('columnheader', { name: 'Churn rate' })).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^business-\d{4}-\d{2}-to-\d{4}-\d{2}\.csv$/);
    const csv = await readFile(await file.path(), 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^month,currency,payingAtStart,payingAtEnd,/);
    expect(lines.at(-1)).toMatch(/^Total,USD,/);
    expect(lines).toHaveLength(14);
    await expect(page.getByText('Business figures exported.')).toBeVisible();

    if (width === 375) await noSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
