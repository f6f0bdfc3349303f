import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/fixtures.ts';
import { mainHeading, PUBLIC_ROUTES } from './public-routes.ts';

function summary(violations: { id: string; help: string; nodes: { target: unknown }[] }[]) {
  return violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`,
  );
}

for (const route of PUBLIC_ROUTES) {
  test(`axe finds no violations on ${route.path}`, async ({ page, navigate }) => {
    await navigate(route.path);
    await expect(page.getByRole('heading', mainHeading(route))).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(summary(violations)).toEqual([]);
  });
}

test('axe finds no violations in the open mobile menu, nor on a form showing its errors', async ({
  page,
  navigate,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await navigate('/contact');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  expect(summary((await new AxeBuilder({ page }).analyze()).violations)).toEqual([]);

  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  expect(summary((await new AxeBuilder({ page }).analyze()).violations)).toEqual([]);
});
