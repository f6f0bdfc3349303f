import { afterEach, describe, expect, it } from 'vitest';
import { focusWhenInteractive } from './focus-when-interactive';

function panelIn(cover: HTMLElement) {
  const panel = document.createElement('div');
  panel.tabIndex = -1;
  cover.append(panel);
  document.body.append(cover);
  return panel;
}

afterEach(() => document.body.replaceChildren());

describe('focusWhenInteractive', () => {
  it('focuses at once when nothing above is inert', () => {
    const panel = panelIn(document.createElement('div'));
    focusWhenInteractive(panel);
    expect(document.activeElement).toBe(panel);
  });

  it('waits for the start-up cover to lift, then focuses', async () => {
    const cover = document.createElement('div');
    cover.setAttribute('inert', '');
    const panel = panelIn(cover);
    focusWhenInteractive(panel);
    expect(document.activeElement).not.toBe(panel);
    cover.removeAttribute('inert');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement).toBe(panel);
  });

  it('gives up when the page is left first', async () => {
    const cover = document.createElement('div');
    cover.setAttribute('inert', '');
    const panel = panelIn(cover);
    const cleanup = focusWhenInteractive(panel);
    cleanup();
    cover.removeAttribute('inert');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement).not.toBe(panel);
  });
});
