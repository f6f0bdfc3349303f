import { act, cleanup, render } from '@testing-library/react';
import { createElement as preactCreateElement } from 'preact/compat';
import { createElement, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createRoot as preactCreateRoot } from 'preact/compat/client';
import { describe, expect, it } from 'vitest';

describe('the renderer of the web tests', () => {
  it('is Preact, as in the build (decision 047)', () => {
    expect(createElement).toBe(preactCreateElement);
    expect(createRoot).toBe(preactCreateRoot);
  });

  // Testing Library's act is preact/test-utils' (react-dom/test-utils in preact-aliases.ts),
  // on the same Preact the app renders with: renders and effects inside it are flushed before
  // it returns, and cleanup unmounts at once, so nothing of a test renders after it ended.
  it('flushes renders and effects in act, and cleanup unmounts at once', async () => {
    let renders = 0;
    let effects = 0;
    let setCount: (n: number) => void = () => undefined;
    function Counter() {
      const [count, set] = useState(0);
      setCount = set;
      renders += 1;
      useEffect(() => {
        effects += 1;
      });
      return <p>{count}</p>;
    }
    const { container } = render(<Counter />);
    expect(effects).toBe(1);

    await act(() => setCount(1));
    expect(container).toHaveTextContent('1');
    expect(effects).toBe(2);

    setCount(2); // outside act: queued for Preact's next tick
    cleanup();
    const seen = renders;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(renders).toBe(seen);
    expect(document.body).toBeEmptyDOMElement();
  });
});
