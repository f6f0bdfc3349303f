import { describe, expect, it } from 'vitest';

// zod's core registers its settings on globalThis when it is first evaluated: how this file,
// which imports nothing else, sees whether the plain entry point brought zod along.
const zodLoaded = () => '__zod_globalConfig' in globalThis;

describe('@streamfront/contract/plain', () => {
  it('brings no zod, so the web app can import it into every page’s first load', async () => {
    expect(zodLoaded()).toBe(false);
    const plain = await import('./plain.ts');
    expect(Object.keys(plain).length).toBeGreaterThan(0);
    expect(zodLoaded()).toBe(false);
  });

  it('holds the same values as the whole contract', async () => {
    const plain: Record<string, unknown> = await import('./plain.ts');
    const contract: Record<string, unknown> = await import('./index.ts');
    expect(zodLoaded()).toBe(true);
    for (const [name, value] of Object.entries(plain)) expect(contract[name], name).toBe(value);
  });
});
