import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/*
 * DESIGN §6: a console.error that a test did not expect fails it. The guard is a plain
 * function rather than a spy so that a test expecting an error can replace it with its own
 * `vi.spyOn(console, 'error')` and the guard never sees those calls.
 */
// Pages load lazily: the first import of a page can take longer than the default 1 s here,
// and with the browser suite running beside Vitest (scripts/test.sh) a click's answer and
// toast once took more than 5 s on CI's two cores.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no matchMedia; the toast library asks it for prefers-reduced-motion.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
}

const originalConsoleError = console.error;
let unexpected: unknown[][] = [];

beforeEach(() => {
  unexpected = [];
  console.error = (...args: unknown[]) => {
    unexpected.push(args);
    originalConsoleError(...args);
  };
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  console.error = originalConsoleError;
  if (unexpected.length > 0) {
    const lines = unexpected.map((args) => args.map(String).join(' '));
    throw new Error(`Unexpected console.error:\n${lines.join('\n')}`);
  }
});
