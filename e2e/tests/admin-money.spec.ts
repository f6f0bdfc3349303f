import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { openAsAdmin, signInAsAdmin } from '../support/admin.ts';

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

const figure = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Totals' })
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

for (const width of [1280, 375]) {
  test(`the dashboard shows the demo business's figures at ${width} px`, async ({
    page,
    login,
  }) => {
    // axe over a page of figures takes a while on the two shared cores.
    test.slow();
    await signInAsAdmin(page, login, width);
    await expect(page).toHaveTitle('Dashboard · Streamfront Admin');

    // The demo seed has pending orders and active subscriptions.
    await expect(page.getByRole('link', { name: /^[1-9]\d* pending orders?$/ })).toBeVisible();
    await expect(
      page.getByRole('link', { name: /^[1-9]\d* active subscriptions?$/ }),
    ).toBeVisible();
    const revenue = page.getByRole('region', { name: 'Net revenue this month' });
    await expect(revenue.getByText(/(Up|Down|Same) /)).toBeVisible();
    const chart = page.getByRole('figure', { name: /^Net revenue, last 30 days/ });
    await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
    await expect(chart.getByRole('table')).toHaveCount(1);
    const orders = page.getByRole('region', { name: 'Recent orders' });
    await orders.getByRole('link', { name: /^SF-/ }).first().click();
    await expect(page).toHaveURL(/\/admin\/orders\?order=/);
    await expect(page.getByRole('region', { name: /^Order / })).toBeVisible();

    if (width === 375) await noSidewaysScroll(page);
    else {
      await page.goBack();
      await expect(page.getByRole('region', { name: 'Recent activity' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    }
  });

  test(`finance: change the period, group by day or month, add an entry, export at ${width} px`, async ({
    page,
    login,
    navigate,
  }) => {
    // Many steps and an axe scan: on the two shared cores this takes longer than one page.
    test.slow();
    await openAsAdmin({ page, login, navigate }, '/admin/finance', width);
    await expect(page).toHaveTitle('Finance · Streamfront Admin');
    await expect(figure(page, 'Gross')).toHaveText(/\d/);

    await page.getByLabel('Period', { exact: true }).selectOption('last-12-months');
    await expect(page).toHaveURL(/[?&]period=last-12-months/);
    await expect(page.getByRole('region', { name: 'By month' })).toBeVisible();
    // The demo seed sold packages over the last months: some net revenue, some package rows.
    await expect(figure(page, 'Net revenue')).not.toHaveText('$0.00');
    await expect(page.getByRole('table', { name: /^By package/ }).getByRole('row')).not.toHaveCount(
      0,
    );

    await page.getByLabel('Group by').selectOption('day');
    await expect(page).toHaveURL(/[?&]groupBy=day/);
    await expect(page.getByRole('region', { name: 'By day' })).toBeVisible();
    await page.getByLabel('Group by').selectOption('month');
    await expect(page.getByRole('region', { name: 'By month' })).toBeVisible();

    // An expense dated today lowers the profit by its amount.
    const profitBefore = await figure(page, 'Profit').textContent();
    const category = `E2E hosting ${width}-${Date.now() % 100000}`;
    await page.getByRole('button', { name: 'New entry' }).click();
    const form = page.getByRole('form', { name: 'New entry' });
    await form.getByLabel('Kind').selectOption('expense');
    await form.getByLabel('Category').fill(category);
    await form.getByLabel('Amount').fill('12345');
    await expect(form.getByText('12345 is $123.45')).toBeVisible();
    await form.getByRole('button', { name: 'Add entry' }).click();
    await expect(page.getByText(`Expense “${category}” added.`)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: category })).toBeVisible();
    await expect(figure(page, 'Profit')).not.toHaveText(profitBefore ?? '');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      /^finance-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = await readFile(await file.path(), 'utf8');
    expect(csv.split('\n')[0]).toContain('period,currency,paidOrders,gross');

    // Clean up: delete the entry, confirmed first.
    await page.getByRole('button', { name: new RegExp(`^Delete ${category}`) }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete entry' }).click();
    await expect(page.getByText(`“${category}” deleted.`)).toBeVisible();

    if (width === 375) await noSidewaysScroll(page);
    else expect(await seriousViolations(page)).toEqual([]);
  });
}
