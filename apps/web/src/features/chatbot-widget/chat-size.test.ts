import { describe, expect, it } from 'vitest';
import { bottomClearance, chatSizeFor, coversPage, screenClassOf } from './chat-size';

describe('chat panel size (spec §2, §9)', () => {
  it.each([
    [1920, 'desktop'],
    [1024, 'desktop'],
    [1023, 'tablet'],
    [768, 'tablet'],
    [767, 'small'],
    [480, 'small'],
    [479, 'phone'],
    [320, 'phone'],
  ] as const)('%i px wide is %s', (width, screen) => {
    expect(screenClassOf(width)).toBe(screen);
  });

  it('widths: 400 / 380 / 360 / window − 24', () => {
    expect([1280, 800, 600, 375].map((w) => chatSizeFor(w, 900, false).width)).toEqual([
      400, 380, 360, 351,
    ]);
  });

  it('height follows the window between 400 and 500', () => {
    expect([300, 520, 560, 620, 1200].map((h) => chatSizeFor(1280, h, false).height)).toEqual([
      400, 400, 440, 500, 500,
    ]);
  });

  it('minimized is 60 px tall at any window size', () => {
    expect(chatSizeFor(390, 844, true)).toEqual({ width: 366, height: 60 });
    expect(chatSizeFor(1280, 300, true)).toEqual({ width: 400, height: 60 });
  });

  it.each([
    ['a phone', 375, 667, false, true],
    ['a phone, minimized', 375, 667, true, false],
    ['a desktop window', 1280, 800, false, false],
    ['a laptop window too short to leave 200 px above the panel', 1366, 657, false, true],
    ['a tall tablet', 768, 1024, false, false],
  ] as const)('%s (%i × %i, minimized: %s) is covered: %s', (_name, w, h, minimized, covers) => {
    expect(coversPage(w, h, minimized)).toBe(covers);
  });

  it('keeps the page clear of the panel and 8 px above it', () => {
    expect(bottomClearance(chatSizeFor(1280, 800, false))).toBe(500 + 88 + 8);
    expect(bottomClearance(chatSizeFor(1280, 800, true))).toBe(60 + 88 + 8);
  });
});
