import { expect, test } from '../support/fixtures.ts';

for (const width of [375, 1280]) {
  test(`at ${width} px the end of the page scrolls clear of the chat launcher`, async ({
    page,
    navigate,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/', '/packages', '/contact', '/privacy-policy']) {
      await navigate(path);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
      );
      const launcher = await page
        .getByRole('button', { name: 'Open chat assistant' })
        .boundingBox();
      // The footer's last line: the version, at the bottom right on wide screens.
      const lastLine = await page
        .getByRole('contentinfo')
        .getByText(/^Version /)
        .boundingBox();
      expect(launcher).not.toBeNull();
      expect(lastLine).not.toBeNull();
      const overlaps =
        lastLine!.x < launcher!.x + launcher!.width &&
        launcher!.x < lastLine!.x + lastLine!.width &&
        lastLine!.y < launcher!.y + launcher!.height &&
        launcher!.y < lastLine!.y + lastLine!.height;
      expect(overlaps, `the launcher covers the footer's last line on ${path}`).toBe(false);
    }
  });
}
