import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Signs in as the admin through /login and waits for the dashboard, where an admin lands;
 * on a window `width` wide (900 high) when given.
 */
export async function signInAsAdmin(
  page: Page,
  login: (as: 'admin') => Promise<void>,
  width?: number,
) {
  if (width !== undefined) await page.setViewportSize({ width, height: 900 });
  await login('admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** Signs in as the admin (on a window `width` wide), then opens `path` of the back-office. */
export async function openAsAdmin(
  {
    page,
    login,
    navigate,
  }: {
    page: Page;
    login: (as: 'admin') => Promise<void>;
    navigate: (path: string) => Promise<void>;
  },
  path: string,
  width?: number,
) {
  await signInAsAdmin(page, login, width);
  await navigate(path);
}
