import { expect, type Page } from '@playwright/test';

/** What a sighted keyboard user sees of the element that has the focus. */
export interface FocusReport {
  /** A short description of the focused element: its tag and name, or "body". */
  element: string;
  /** Focus fell to the page itself: the person has lost their place. */
  onBody: boolean;
  /** An outline or a ring is drawn around it. */
  hasIndicator: boolean;
  /** Something else (a panel, a sticky bar, a scroll box's edge) covers part of it. */
  covered: boolean;
  /** What covers it, when something does. */
  coveredBy: string | null;
  /** A scroll box or other clipping ancestor that cuts off part of it or of its focus ring. */
  clippedBy: string | null;
}

/**
 * Where the focus is and whether a person can see it. Reads the page after scrolling has
 * settled: tests run with reduced motion so a focus scroll is instant, and the reading waits
 * two frames for layout.
 */
export async function readFocus(page: Page): Promise<FocusReport> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
  return page.evaluate(() => {
    const describe = (node: Element | null): string => {
      if (!node) return 'nothing';
      const name =
        node.getAttribute('aria-label') ??
        (node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement
          ? (node.labels?.[0]?.textContent ?? node.name)
          : node.textContent);
      const text = (name ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      return `${node.tagName.toLowerCase()}${text ? ` "${text}"` : ''}`;
    };
    const active = document.activeElement;
    if (!active || active === document.body || active === document.documentElement) {
      return {
        element: 'body',
        onBody: true,
        hasIndicator: false,
        covered: false,
        coveredBy: null,
        clippedBy: null,
      };
    }
    const style = getComputedStyle(active);
    const outline =
      style.outlineStyle !== 'none' &&
      parseFloat(style.outlineWidth) >= 1 &&
      !/rgba\(.*,\s*0\)$/.test(style.outlineColor);
    const ring = style.boxShadow !== 'none' && style.boxShadow !== '';

    // Points of the part inside the viewport, each of which must hit the element or its
    // content. A box: its centre and the middle of each edge, just inside (corners may be
    // rounded off). An inline element broken over lines (a link in a sentence): the centre of
    // each line's piece, since its bounding box also takes in the words beside it.
    const rect = active.getBoundingClientRect();
    const pieces = Array.from(active.getClientRects());
    const inView = (box: DOMRect) => ({
      left: Math.max(box.left, 0),
      right: Math.min(box.right, window.innerWidth),
      top: Math.max(box.top, 0),
      bottom: Math.min(box.bottom, window.innerHeight),
    });
    const visible = inView(rect);
    let coveredBy: Element | null = null;
    let covered = visible.right - visible.left < 1 || visible.bottom - visible.top < 1;
    if (!covered) {
      const inset = 2;
      const centre = (box: ReturnType<typeof inView>): [number, number] => [
        (box.left + box.right) / 2,
        (box.top + box.bottom) / 2,
      ];
      const [midX, midY] = centre(visible);
      const points: [number, number][] =
        pieces.length > 1
          ? pieces
              .map(inView)
              .filter((box) => box.right - box.left >= 1 && box.bottom - box.top >= 1)
              .map(centre)
          : [
              [midX, midY],
              [visible.left + inset, midY],
              [visible.right - inset, midY],
              [midX, visible.top + inset],
              [midX, visible.bottom - inset],
            ];
      for (const [x, y] of points) {
        const hit = document.elementFromPoint(x, y);
        if (!hit || (hit !== active && !active.contains(hit))) {
          covered = true;
          coveredBy = hit;
          break;
        }
      }
    }
    // The element with its outline must fit inside every ancestor that clips its overflow
    // (a scroll box shows what is inside its padding box only).
    const ringSize = outline ? parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset) : 0;
    let clippedBy: string | null = null;
    for (let box = active.parentElement; box && box !== document.body; box = box.parentElement) {
      const boxStyle = getComputedStyle(box);
      const clipsX = boxStyle.overflowX !== 'visible';
      const clipsY = boxStyle.overflowY !== 'visible';
      if (!clipsX && !clipsY) continue;
      const edge = box.getBoundingClientRect();
      const inner = {
        left: edge.left + box.clientLeft,
        top: edge.top + box.clientTop,
        right: edge.left + box.clientLeft + box.clientWidth,
        bottom: edge.top + box.clientTop + box.clientHeight,
      };
      const slack = 0.5;
      const cutX =
        clipsX &&
        (rect.left - ringSize < inner.left - slack || rect.right + ringSize > inner.right + slack);
      const cutY =
        clipsY &&
        (rect.top - ringSize < inner.top - slack || rect.bottom + ringSize > inner.bottom + slack);
      if (cutX || cutY) {
        clippedBy = `${box.tagName.toLowerCase()}.${Array.from(box.classList).slice(0, 3).join('.')}`;
        break;
      }
    }
    return {
      element: describe(active),
      onBody: false,
      hasIndicator: outline || ring,
      covered,
      coveredBy: covered ? describe(coveredBy) : null,
      clippedBy,
    };
  });
}

/**
 * Presses Tab up to `steps` times (or until focus comes back to where it started) and lists
 * every stop where a keyboard user would be lost: focus on the page body, no visible focus
 * cue, or the focused element partly covered or out of view.
 */
export async function tabWalkProblems(
  page: Page,
  { steps = 80, key = 'Tab' }: { steps?: number; key?: 'Tab' | 'Shift+Tab' } = {},
): Promise<string[]> {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (let step = 0; step < steps; step += 1) {
    await page.keyboard.press(key);
    const focus = await readFocus(page);
    if (focus.onBody) {
      // Tabbing past the last element of a page goes to the browser's own controls.
      if (step > 0) break;
      problems.push(`step ${step + 1}: focus is on the page body`);
      continue;
    }
    const marker = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement & { __tabWalkMark?: number };
      active.__tabWalkMark ??= Math.random();
      return String(active.__tabWalkMark);
    });
    if (seen.has(marker)) break;
    seen.add(marker);
    if (!focus.hasIndicator) problems.push(`${focus.element}: no visible focus cue`);
    if (focus.covered) problems.push(`${focus.element}: covered by ${focus.coveredBy}`);
    if (focus.clippedBy) problems.push(`${focus.element}: cut off by ${focus.clippedBy}`);
  }
  return problems;
}

/**
 * After a step, the focus is where a person would look next and they can see it: not on the
 * page body, on the element named, with a cue, uncovered and uncut. Soft: one run lists every
 * place a keyboard user gets lost.
 */
export async function expectFocusOn(page: Page, name: RegExp | string) {
  const focus = await readFocus(page);
  expect.soft(focus.onBody, 'the focus fell to the page body').toBe(false);
  expect.soft(focus.element).toMatch(name);
  expect.soft(focus.hasIndicator, `${focus.element} shows no focus cue`).toBe(true);
  expect.soft(focus.covered, `${focus.element} is covered by ${focus.coveredBy}`).toBe(false);
  expect.soft(focus.clippedBy, `${focus.element} is cut off`).toBeNull();
}

/** Tab (or Shift+Tab) until the focused element's description matches; fails after `max`. */
export async function tabTo(page: Page, name: RegExp, key: 'Tab' | 'Shift+Tab' = 'Tab', max = 60) {
  for (let step = 0; step < max; step += 1) {
    await page.keyboard.press(key);
    if (name.test((await readFocus(page)).element)) return;
  }
  throw new Error(`${key} never reached ${name}`);
}
