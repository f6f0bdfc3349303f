import { createElement as preactCreateElement } from 'preact/compat';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { createRoot as preactCreateRoot } from 'preact/compat/client';
import { describe, expect, it } from 'vitest';

describe('the renderer of the web tests', () => {
  it('is Preact, as in the build (decision 047)', () => {
    expect(createElement).toBe(preactCreateElement);
    expect(createRoot).toBe(preactCreateRoot);
  });
});
