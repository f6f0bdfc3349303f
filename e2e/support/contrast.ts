import type { Locator, Page } from '@playwright/test';

/** An sRGB colour with its alpha (0 to 1), as the browser paints it. */
export type Rgba = [number, number, number, number];

/** The WCAG colour arithmetic, for code that runs in the page: `window.__colour`. */
export interface ColourKit {
  /** Any CSS colour (oklch, color-mix …) to sRGB, by the browser's own parser. */
  parse(css: string): Rgba;
  /** `top` painted over `base`. */
  over(top: Rgba, base: Rgba): Rgba;
  /** The WCAG contrast ratio of two colours (their alpha ignored). */
  ratio(a: Rgba, b: Rgba): number;
}

declare global {
  interface Window {
    __colour?: ColourKit;
  }
}

/**
 * Puts the colour kit in the page's current document, once: every contrast reader of the
 * browser tests measures with the same arithmetic.
 */
export async function installColourKit(page: Page): Promise<void> {
  await page.evaluate(() => {
    if (window.__colour) return;
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    const parse = (css: string): Rgba => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = '#000';
      context.fillStyle = css;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    const over = (top: Rgba, base: Rgba): Rgba => [
      top[0] * top[3] + base[0] * (1 - top[3]),
      top[1] * top[3] + base[1] * (1 - top[3]),
      top[2] * top[3] + base[2] * (1 - top[3]),
      1,
    ];
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const ratio = (a: Rgba, b: Rgba) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (light! + 0.05) / (dark! + 0.05);
    };
    window.__colour = { parse, over, ratio };
  });
}

/**
 * The contrast a person sees of one control as it is drawn now (hovered, focused): each piece
 * of its text against what lies under it (4.5:1, 3:1 for large text), and its focus ring
 * against what lies around it (3:1). axe reads a page at rest and gives up on gradients; this
 * reads the state the test put the control in, and takes a gradient at its worst stop.
 * Answers one line per shortfall, empty when everything reads.
 */
export async function contrastShortfalls(control: Locator, state: string): Promise<string[]> {
  // A hover or focus fades its colours in: read the end of the transition, not a frame of it.
  await control.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
  await installColourKit(control.page());
  return control.evaluate((target, stateName) => {
    const { parse, over, ratio } = window.__colour!;

    /**
     * What is painted under a point, given the elements there from the top down: each
     * layer's colour over the layers below. A gradient counts as each of its stops; a picture
     * or a video cannot be read, and answers nothing.
     */
    const backdrops = (stack: Element[]): Rgba[] | null => {
      const layers: Rgba[][] = [];
      const opaque = (layer: Rgba[]) => layer.every((colour) => colour[3] === 1);
      for (const element of stack) {
        if (element instanceof HTMLImageElement || element instanceof HTMLVideoElement) return null;
        const style = getComputedStyle(element);
        if (style.backgroundImage.includes('url(')) return null;
        // An element's background image is painted over its background colour.
        const stops = style.backgroundImage.match(/(?:rgba?|oklch|oklab|lab|lch|color)\([^)]*\)/g);
        if (stops) layers.push(stops.map(parse));
        const colour = parse(style.backgroundColor);
        if (colour[3] > 0) layers.push([colour]);
        if (layers.length > 0 && opaque(layers[layers.length - 1]!)) break;
      }
      return layers.reduceRight<Rgba[]>(
        (grounds, layer) =>
          layer.flatMap((colour) => grounds.map((ground) => over(colour, ground))),
        [[255, 255, 255, 1]],
      );
    };
    const stackAt = (x: number, y: number, from?: Element) => {
      const all = document.elementsFromPoint(x, y);
      const start = from ? all.indexOf(from) : 0;
      return start < 0 ? null : all.slice(start);
    };

    const name = (target.getAttribute('aria-label') ?? target.textContent ?? '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 50);
    const where = `${target.tagName.toLowerCase()} "${name}" ${stateName}`;
    const shortfalls: string[] = [];
    const box = target.getBoundingClientRect();
    const under = stackAt(box.left + box.width / 2, box.top + box.height / 2, target);
    if (!under) return [`${where}: covered, cannot be read`];

    // Each piece of text: its own colour over its own parents' backgrounds up to the control.
    const walker = document.createTreeWalker(target, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const holder = node.parentElement;
      if (!holder || !node.textContent?.trim() || holder.closest('.sr-only')) continue;
      const style = getComputedStyle(holder);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const inner: Element[] = [];
      for (let element: Element | null = holder; element && element !== target;) {
        inner.push(element);
        element = element.parentElement;
      }
      const grounds = backdrops([...inner, ...under]);
      if (!grounds) continue;
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const needed = large ? 3 : 4.5;
      const worst = Math.min(
        ...grounds.map((ground) => ratio(over(parse(style.color), ground), ground)),
      );
      if (worst < needed) {
        shortfalls.push(
          `${where}: text "${node.textContent.trim().slice(0, 30)}" at ${worst.toFixed(2)}:1, needs ${needed}:1`,
        );
      }
    }

    // The focus ring, drawn outside the control: against what lies just beyond it.
    const style = getComputedStyle(target);
    const width = parseFloat(style.outlineWidth);
    if (style.outlineStyle !== 'none' && width >= 1) {
      const offset = Math.max(parseFloat(style.outlineOffset) || 0, 0);
      const x = box.left - offset - width - 1;
      const around = x >= 0 ? stackAt(x, box.top + box.height / 2) : null;
      const grounds = around && backdrops(around.filter((element) => element !== target));
      if (grounds) {
        const ring = parse(style.outlineColor);
        const worst = Math.min(...grounds.map((ground) => ratio(over(ring, ground), ground)));
        if (worst < 3) shortfalls.push(`${where}: focus ring at ${worst.toFixed(2)}:1, needs 3:1`);
      }
    }
    return shortfalls;
  }, state);
}

/**
 * Hovers, then focuses from the keyboard, every kind of control in `within` that a person
 * can use, and lists every contrast shortfall of those states.
 */
export async function stateContrastShortfalls(page: Page, within: Locator): Promise<string[]> {
  const controls = within.locator(
    'a[href]:visible, button:visible:not([disabled]), [role="tab"]:visible',
  );
  const shortfalls: string[] = [];
  const seen = new Set<string>();
  for (const control of await controls.all()) {
    // Controls drawn alike (the same classes, on the same kind of parent) read alike: one is
    // enough, which keeps a list of fifty rows to one row's worth of hovering.
    const look = await control.evaluate(
      (element) => `${element.className} | ${element.parentElement?.className ?? ''}`,
    );
    if (seen.has(look)) continue;
    seen.add(look);
    await control.hover();
    shortfalls.push(...(await contrastShortfalls(control, 'on hover')));
    // Moved away, so the focused state is read without the hover on top of it.
    await page.mouse.move(0, 0);
    // Only what Tab reaches (a tab list's other tabs are reached with the arrows, selected).
    if (!(await control.evaluate((element) => (element as HTMLElement).tabIndex >= 0))) continue;
    // A key first: focus shows its ring to keyboard users (:focus-visible).
    await page.keyboard.press('Shift');
    await control.focus();
    shortfalls.push(...(await contrastShortfalls(control, 'on focus')));
  }
  return shortfalls;
}
