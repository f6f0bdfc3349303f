import { afterEach, beforeEach, vi } from 'vitest';

// DESIGN §6: a console.error that a test did not expect fails it.
let spy: { mock: { calls: unknown[][] }; mockRestore(): void } | undefined;
beforeEach(() => {
  spy = vi.spyOn(console, 'error');
});
afterEach(() => {
  const calls = spy?.mock.calls ?? [];
  spy?.mockRestore();
  if (calls.length > 0) {
    throw new Error(
      `Unexpected console.error: ${calls.map((call) => call.map(String).join(' ')).join('\n')}`,
    );
  }
});
