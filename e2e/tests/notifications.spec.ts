import { E2E_ADMIN } from '../support/accounts.ts';
import {
  apiLogin,
  bearer,
  customerAndAdmin,
  NOTICES,
  sendNotification,
} from '../support/api-session.ts';
import { expect, test } from '../support/fixtures.ts';
import { signInAsAdmin } from '../support/admin.ts';

test('an admin sees the toast and the bell badge rise live, and fall on mark-read', async ({
  page,
  login,
  request,
}) => {
  const admin = await apiLogin(request, E2E_ADMIN);
  // Start from nothing unread, whatever earlier tests left in this admin's inbox.
  expect(
    (await request.patch('/api/notifications/read-all', { headers: bearer(admin) })).ok(),
  ).toBe(true);

  await signInAsAdmin(page, login);
  const bell = page.getByRole('banner').getByTestId('notification-bell');
  // Subscribed: the server has put this tab in the admin room, so the event cannot be missed.
  await expect(bell).toHaveAttribute('data-live-subscribed', 'true');
  const badge = bell.getByTestId('notification-badge');
  await expect(badge).toHaveCount(0);

  const title = await sendNotification(request, admin, NOTICES.outageReport());

  const toast = page.getByRole('status').filter({ hasText: title });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Channel 7 freezes every few minutes.');
  await expect(badge).toHaveText('1');
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  await bell.click();
  const inbox = page.getByRole('region', { name: 'Notification inbox' });
  await expect(inbox.getByText(title)).toBeVisible();
  await inbox.getByRole('button', { name: `Mark as read: ${title}` }).click();

  await expect(badge).toHaveCount(0);
  await expect(bell).toHaveAccessibleName('Notifications');
  // The server agrees.
  const count = await request.get('/api/notifications/unread-count', { headers: bearer(admin) });
  expect(((await count.json()) as { data: { count: number } }).data.count).toBe(0);
});

test('a customer sees their own notification in the navigation bar bell', async ({
  page,
  login,
  newCustomer,
  request,
}) => {
  const { account, customer, admin } = await customerAndAdmin(request, newCustomer);

  await login(account);
  await expect(page).toHaveURL(/\/$/);
  const bell = page.getByRole('navigation', { name: 'Main' }).getByTestId('notification-bell');
  await expect(bell).toHaveAttribute('data-live-state', 'connected');

  const title = await sendNotification(
    request,
    admin,
    NOTICES.packageActive(customer.userId, { link: '/packages' }),
  );

  await expect(bell.getByTestId('notification-badge')).toHaveText('1');
  await bell.click();
  const inbox = page.getByRole('region', { name: 'Notification inbox' });
  await inbox.getByText(title).click();

  // The pop-up card shows it in full; Close dismisses it, and opening it marked it read.
  const card = page.getByRole('dialog', { name: title });
  await expect(card).toContainText('Enjoy Sports Max on up to 3 devices.');
  await card.getByRole('button', { name: 'Close' }).click();
  await expect(card).toHaveCount(0);
  await expect(bell.getByTestId('notification-badge')).toHaveCount(0);
});
