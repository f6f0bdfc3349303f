import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectFocusOn, readFocus, tabWalkProblems } from '../support/keyboard.ts';
import { openAsAdmin } from '../support/admin.ts';

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

for (const width of [1280, 375]) {
  test(`every stop of a Tab walk on the chatbot page is visible, uncovered and uncut at ${width} px`, async ({
    page,
    login,
    navigate,
  }) => {
    // Some 70 stops, each read after layout settles.
    test.slow();
    await page.setViewportSize({ width, height: 800 });
    await openAsAdmin({ page, login, navigate }, '/admin/chatbot');
    await expect(page.getByRole('table', { name: /^Intents/ })).toBeVisible();
    await page.getByRole('heading', { name: 'Intents', level: 2 }).focus();
    expect(await tabWalkProblems(page, { steps: 140 })).toEqual([]);
  });
}

test('an admin edits, deletes and dismisses on the chatbot page with the keyboard alone', async ({
  page,
  login,
  navigate,
}) => {
  test.slow();
  // Two questions the seeded intents do not cover: the assistant keeps them as unanswered.
  for (const [n, message] of [
    'Do you sell gift vouchers?',
    'Does my hamster get a loyalty card?',
  ].entries()) {
    const asked = await page.request.post('/api/chatbot/process-message', {
      data: {
        message,
        sessionId: `keyboard-training-${n}-${Date.now()}`,
        sessionSecret: `secret-${n}-${'x'.repeat(40)}-${Math.random()}`,
      },
    });
    expect(asked.status()).toBe(200);
  }
  await openAsAdmin({ page, login, navigate }, '/admin/chatbot');
  const intents = page.getByRole('table', { name: /^Intents/ });
  await expect(intents).toBeVisible();

  // Edit: the form opens above the list and the focus goes to its heading; Close returns.
  const edit = page.getByRole('button', { name: /^Edit / }).first();
  const editName = (await edit.getAttribute('aria-label')) ?? '';
  await edit.focus();
  await page.keyboard.press('Enter');
  await expectFocusOn(page, /^h2 "Edit “/);
  const panel = page.getByRole('region', { name: /^Edit “/ });
  const form = panel.getByRole('form', { name: /^Edit intent / });
  await expect(form).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expectFocusOn(page, /^input "Name/);
  // An empty name shows its error in the form: axe on the form with errors.
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.press('Enter');
  await expect(
    form
      .getByText(/name/i)
      .filter({ hasNot: page.locator('label') })
      .first(),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await panel.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Enter');
  await expect(panel).toHaveCount(0);
  await expectFocusOn(page, new RegExp(`^button "${editName}"$`));

  // Delete: a separate, announced step whose default is Cancel.
  const rows = intents.getByRole('row');
  const firstDelete = rows.nth(1).getByRole('button', { name: /^Delete / });
  const secondDeleteName = await rows
    .nth(2)
    .getByRole('button', { name: /^Delete / })
    .getAttribute('aria-label');
  const deleteName = (await firstDelete.getAttribute('aria-label')) ?? '';
  await firstDelete.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Delete “.+”\?$/ });
  await expect(dialog).toBeVisible();
  await expectFocusOn(page, /^button "Cancel"$/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expectFocusOn(page, new RegExp(`^button "${deleteName}"$`));

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  await expectFocusOn(page, /^button "Delete intent"$/);
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: deleteName, exact: true })).toHaveCount(0);
  // The focus moves to the same button on the row that took the deleted one's place.
  await expect
    .poll(async () => (await readFocus(page)).element)
    .toBe(`button "${secondDeleteName}"`);
  await expectFocusOn(page, new RegExp(`^button "${secondDeleteName}"$`));

  // Unanswered questions: each action names its question; Dismiss moves on to the next one.
  await page.getByRole('tab', { name: /Unanswered questions/ }).focus();
  await page.keyboard.press('Enter');
  const dismissButtons = page.getByRole('button', { name: /^Dismiss “/ });
  await expect(dismissButtons.first()).toBeVisible();
  const count = await dismissButtons.count();
  expect(count, 'two unanswered questions at least').toBeGreaterThan(1);
  await dismissButtons.first().focus();
  await page.keyboard.press('Enter');
  await expect(dismissButtons).toHaveCount(count - 1);
  await expect.poll(async () => (await readFocus(page)).onBody).toBe(false);
  await expectFocusOn(page, /^button "Add to intent: “/);

  // A transcript open: the conversation's details read at full contrast.
  await page.getByRole('tab', { name: 'Conversation log' }).focus();
  await page.keyboard.press('Enter');
  const log = page.getByRole('tabpanel', { name: 'Conversation log' });
  const conversation = log.getByRole('button', { expanded: false }).first();
  await expect(conversation).toBeVisible();
  await conversation.focus();
  await page.keyboard.press('Enter');
  await expect(log.getByRole('button', { expanded: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
