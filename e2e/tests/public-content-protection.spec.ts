import { expect, test } from '../support/fixtures.ts';
import { openAsAdmin } from '../support/admin.ts';

const RIGHT_CLICK = 'Right-click is disabled on this page';
const DISABLED = 'This action is disabled';

test('a visitor gets the protection toasts for right-click, Ctrl+C and F12', async ({
  page,
  navigate,
}) => {
  await navigate('/help-center');
  const heading = page.getByRole('heading', { level: 1 });

  await heading.click({ button: 'right' });
  await expect(page.getByText(RIGHT_CLICK)).toBeVisible();

  await heading.click();
  await page.keyboard.press('Control+C');
  await expect(page.getByText(DISABLED)).toBeVisible();

  // The same message again does not stack a second toast.
  await page.keyboard.press('F12');
  await page.keyboard.press('Control+U');
  await expect(page.getByText(DISABLED)).toHaveCount(1);

  const selectable = await heading.evaluate((element) => getComputedStyle(element).userSelect);
  expect(selectable).toBe('none');
});

test('typing, copying and pasting in form fields still work under protection', async ({
  page,
  navigate,
}) => {
  await navigate('/contact');
  const subject = page.getByLabel('Subject');
  const message = page.getByLabel('Message');

  await subject.fill('');
  await subject.pressSequentially('Picture freezes on Sports 1');
  await expect(subject).toHaveValue('Picture freezes on Sports 1');

  await subject.press('Control+A');
  await subject.press('Control+C');
  await message.click();
  await message.press('Control+V');
  await expect(message).toHaveValue('Picture freezes on Sports 1');

  await message.click({ button: 'right' });
  await expect(page.getByText(RIGHT_CLICK)).toHaveCount(0);
  await expect(page.getByText(DISABLED)).toHaveCount(0);
  expect(await subject.evaluate((element) => getComputedStyle(element).userSelect)).not.toBe(
    'none',
  );
});

test('an admin gets no protection toasts on the public pages', async ({
  page,
  login,
  navigate,
}) => {
  await openAsAdmin({ page, login, navigate }, '/help-center');
  const heading = page.getByRole('heading', { level: 1 });
  await heading.click({ button: 'right' });
  await page.keyboard.press('Escape');
  await heading.click();
  await page.keyboard.press('Control+C');
  // Give a toast every chance to appear before checking that none did.
  await page.waitForTimeout(500);
  await expect(page.getByText(RIGHT_CLICK)).toHaveCount(0);
  await expect(page.getByText(DISABLED)).toHaveCount(0);
});
