import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures.ts';
import { openAsAdmin } from '../support/admin.ts';

/** `YYYY-MM-DDTHH:mm` for a `datetime-local` input: tomorrow at `hour`, on this machine's clock. */
function tomorrowAt(hour: number): string {
  const day = new Date();
  day.setDate(day.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T${pad(hour)}:00`;
}

test('an admin schedules an event for tomorrow; the home page shows it and its .ics downloads', async ({
  page,
  login,
  navigate,
}) => {
  // Two pages, a form sent twice and a download: over 30 s on the two shared cores.
  test.slow();
  const title = `E2E Derby ${Date.now()}`;
  await openAsAdmin({ page, login, navigate }, '/admin/events');
  await expect(page).toHaveTitle('Events · Streamfront Admin');
  await expect(page.getByRole('table', { name: 'Events' })).toBeVisible();

  await page.getByRole('button', { name: 'New event' }).click();
  const form = page.getByRole('form', { name: 'New event' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Sport').fill('Football');
  await form.getByLabel('Competition').fill('Premier League');
  await form.getByLabel('Channel').fill('Streamfront Sports 1');
  // Early tomorrow, so it is among the first few upcoming events the home page shows.
  await form.getByLabel('Start', { exact: true }).fill(tomorrowAt(6));
  await form.getByLabel('End', { exact: true }).fill(tomorrowAt(4));
  await form.getByRole('button', { name: 'Create event' }).click();
  await expect(form.getByText('The end must be after the start')).toBeVisible();
  await form.getByLabel('End', { exact: true }).fill(tomorrowAt(8));
  await form.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText(`“${title}” created. You can add its image now.`)).toBeVisible();
  // The panel now edits the new event, with its image field.
  await expect(page.getByRole('heading', { name: `Edit ${title}` })).toBeFocused();
  await expect(page.getByLabel('Image')).toBeVisible();

  await navigate('/');
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Premier League');
  // The time is named with its zone, e.g. "GMT+1".
  await expect(card.locator('time')).toHaveText(/GMT|UTC/);
  await expect(card.locator('img').first()).toHaveAttribute('src', '/art/sports/football.svg');

  const downloading = page.waitForEvent('download');
  await card.getByRole('link', { name: `Add to calendar: ${title}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^e2e-derby-\d+\.ics$/);
  const ics = await readFile((await download.path())!, 'utf8');
  expect(ics).toContain(`SUMMARY:${title}`);
  expect(ics).toContain('LOCATION:Streamfront Sports 1');
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
});
