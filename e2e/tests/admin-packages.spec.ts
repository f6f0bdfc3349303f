import { expect, test } from '../support/fixtures.ts';
import { openAsAdmin } from '../support/admin.ts';

for (const width of [1280, 375]) {
  test(`an admin creates, edits, hides and deletes a package at ${width} px`, async ({
    page,
    login,
    navigate,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const name = `E2E Pass ${width} ${Date.now()}`;
    const renamed = `${name} Plus`;
    await openAsAdmin({ page, login, navigate }, '/admin/packages');
    await expect(page).toHaveTitle('Packages · Streamfront Admin');
    const table = page.getByRole('table', { name: 'Packages' });
    await expect(table).toBeVisible();

    // Create, with the contract's message for a missing name first.
    await page.getByRole('button', { name: 'New package' }).click();
    const form = page.getByRole('form', { name: 'New package' });
    await form.getByRole('button', { name: 'Create package' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Price').fill('1299');
    await form.getByLabel('Features').fill('HD streams\nTwo screens');
    await form.getByRole('button', { name: 'Create package' }).click();
    await expect(page.getByText(`“${name}” created.`)).toBeVisible();

    // Find it by searching: the search lands in the URL.
    await page.getByLabel('Search packages').fill(name);
    await expect(page).toHaveURL(/[?&]q=E2E/);
    const row = () => table.getByRole('row').filter({ hasText: name });
    await expect(row()).toHaveCount(1);
    await expect(row()).toContainText('$12.99');

    // Edit.
    await row()
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    const editForm = page.getByRole('form', { name: `Edit ${name}` });
    await editForm.getByLabel('Name').fill(renamed);
    await editForm.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(`“${renamed}” saved.`)).toBeVisible();
    await expect(row()).toContainText(renamed);

    // Hide: it leaves the public catalogue.
    await row()
      .getByRole('button', { name: `Hide ${renamed}` })
      .click();
    await expect(page.getByText(`“${renamed}” is hidden.`)).toBeVisible();
    await expect(row()).toContainText('Hidden');
    const catalogue = await (await page.request.get('/api/services')).json();
    expect((catalogue as { data: { name: string }[] }).data.map((s) => s.name)).not.toContain(
      renamed,
    );

    if (width === 375) {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
      await expect(row().getByRole('button', { name: `Delete ${renamed}` })).toBeInViewport();
    }

    // Delete, after the confirmation, whose focus starts on Cancel.
    await row()
      .getByRole('button', { name: `Delete ${renamed}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Delete “${renamed}”?` });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Delete package' }).click();
    await expect(page.getByText(`“${renamed}” deleted.`)).toBeVisible();
    await expect(row()).toHaveCount(0);
    await expect(page.getByText('Nothing matches this search')).toBeVisible();
  });
}
