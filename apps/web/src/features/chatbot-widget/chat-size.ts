/** Spec §2/§9: panel widths per screen class, height bounds, and the minimized (header) height. */
export const CHAT_SIZE = {
  widths: { desktop: 400, tablet: 380, small: 360 },
  /** Phones: the window width minus this (12 px each side). */
  phoneMargin: 24,
  minHeight: 400,
  maxHeight: 500,
  minimizedHeight: 60,
  /** The panel sits this far up: over the toggle button (56 px, 20 px up) and a 12 px gap. */
  bottomOffset: 88,
  /**
   * Beside the page, the panel leaves at least this much of the window above it: room for the
   * site's sticky bar and a few lines of the page, where a focused link is scrolled to.
   */
  minRoomAbove: 200,
  /**
   * Room kept above and below the panel: the toggle button under it (56 px + 24 px margin),
   * a gap, and a little air at the top of the window.
   */
  verticalMargin: 120,
} as const;

/**
 * Screen classes by window width (the spec names them, this decides where they start):
 * desktop ≥ 1024, tablet ≥ 768, small ≥ 480, phone below — Tailwind's lg and md steps,
 * and 480 px where a 360-px panel with margins stops fitting comfortably.
 */
export const CHAT_BREAKPOINTS = { desktop: 1024, tablet: 768, small: 480 } as const;

export type ScreenClass = 'desktop' | 'tablet' | 'small' | 'phone';

export function screenClassOf(windowWidth: number): ScreenClass {
  if (windowWidth >= CHAT_BREAKPOINTS.desktop) return 'desktop';
  if (windowWidth >= CHAT_BREAKPOINTS.tablet) return 'tablet';
  if (windowWidth >= CHAT_BREAKPOINTS.small) return 'small';
  return 'phone';
}

export interface ChatSize {
  width: number;
  height: number;
}

/** The panel's size for a window; minimized shows the header only. */
export function chatSizeFor(
  windowWidth: number,
  windowHeight: number,
  minimized: boolean,
): ChatSize {
  const screen = screenClassOf(windowWidth);
  const width =
    screen === 'phone'
      ? Math.max(0, windowWidth - CHAT_SIZE.phoneMargin)
      : CHAT_SIZE.widths[screen];
  const height = minimized
    ? CHAT_SIZE.minimizedHeight
    : Math.min(
        CHAT_SIZE.maxHeight,
        Math.max(CHAT_SIZE.minHeight, windowHeight - CHAT_SIZE.verticalMargin),
      );
  return { width, height };
}

/**
 * Where the open panel covers nearly the whole page (a phone, or a window too short to leave
 * `minRoomAbove` over it) it acts as a modal dialog: nothing behind it could be seen to take
 * the focus. Minimized to its title bar it covers nothing.
 */
export function coversPage(windowWidth: number, windowHeight: number, minimized: boolean) {
  if (minimized) return false;
  if (screenClassOf(windowWidth) === 'phone') return true;
  const { height } = chatSizeFor(windowWidth, windowHeight, false);
  return windowHeight - height - CHAT_SIZE.bottomOffset < CHAT_SIZE.minRoomAbove;
}

/**
 * How much of the window's bottom the open panel takes, with a little air above it: the page
 * keeps what has the focus above this line.
 */
export function bottomClearance({ height }: ChatSize): number {
  return height + CHAT_SIZE.bottomOffset + 8;
}
