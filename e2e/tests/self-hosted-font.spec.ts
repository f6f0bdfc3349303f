import { expect, test } from '../support/fixtures.ts';

/**
 * The site is set in Inter on every machine: the font ships with the app, from the app's own
 * origin, and the home page downloads only the one latin file it needs.
 */
test('the home page is set in Inter, served by the app itself', async ({ page, navigate }) => {
  await navigate('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const inter = await page.evaluate(async () => {
    await document.fonts.ready;
    const faces: FontFace[] = [];
    document.fonts.forEach((face) => faces.push(face));
    return {
      // check() is also true for a family no @font-face declares: the face itself must be there.
      faces: faces
        .filter((face) => face.family.replace(/["']/g, '') === 'Inter')
        .map((face) => face.status),
      check: document.fonts.check('16px Inter'),
      body: getComputedStyle(document.body).fontFamily,
      files: performance
        .getEntriesByType('resource')
        .filter((entry) => /\.(woff2?|ttf|otf)(\?|$)/.test(entry.name))
        .map((entry) => ({
          url: entry.name,
          bytes: (entry as PerformanceResourceTiming).encodedBodySize,
        })),
    };
  });
  expect(inter.body).toMatch(/^"?Inter"?,/);
  expect(inter.faces).toContain('loaded');
  expect(inter.check).toBe(true);

  const origin = new URL(page.url()).origin;
  expect(inter.files.length).toBeGreaterThan(0);
  for (const file of inter.files) {
    expect(new URL(file.url).origin).toBe(origin);
    expect(file.url).toMatch(/\.woff2$/);
  }
  const total = inter.files.reduce((sum, file) => sum + file.bytes, 0);
  test.info().annotations.push({ type: 'woff2 bytes on the home page', description: `${total}` });
  // One variable latin file is about 48 KB; a second subset, or a file per weight, would not fit.
  expect(total).toBeLessThan(60_000);
});
