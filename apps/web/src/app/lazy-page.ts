import { lazy, type ComponentType } from 'react';

/** A page as its own chunk, so a visitor downloads only the page they open. */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
