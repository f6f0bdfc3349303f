import { describe, expect, it } from 'vitest';
import { isBlockedShortcut, isImageDrag, isInEditable } from './protection-rules';

const key = (
  k: string,
  mods: Partial<{ ctrl: boolean; meta: boolean; shift: boolean; alt: boolean }> = {},
  code = k.length === 1 ? `Key${k.toUpperCase()}` : k,
) => ({
  key: k,
  code,
  ctrlKey: mods.ctrl ?? false,
  metaKey: mods.meta ?? false,
  shiftKey: mods.shift ?? false,
  altKey: mods.alt ?? false,
});

describe('the blocked shortcuts (spec §6)', () => {
  it.each([
    ['F12', key('F12')],
    ['Ctrl+Shift+I', key('I', { ctrl: true, shift: true })],
    ['Ctrl+Shift+J', key('J', { ctrl: true, shift: true })],
    ['Ctrl+Shift+C', key('C', { ctrl: true, shift: true })],
    ['Cmd+Shift+I', key('I', { meta: true, shift: true })],
    ['Cmd+Option+I (a Mac reports a dead key)', key('Dead', { meta: true, alt: true }, 'KeyI')],
    ['Ctrl+U', key('u', { ctrl: true })],
    ['Cmd+U', key('u', { meta: true })],
    ['Ctrl+S', key('s', { ctrl: true })],
    ['Cmd+S', key('s', { meta: true })],
    ['Ctrl+C', key('c', { ctrl: true })],
    ['Cmd+C', key('c', { meta: true })],
  ])('blocks %s outside form fields', (_name, event) => {
    expect(isBlockedShortcut(event, false)).toBe(true);
  });

  it('lets copying work inside a form field, but never the developer tools', () => {
    expect(isBlockedShortcut(key('c', { ctrl: true }), true)).toBe(false);
    expect(isBlockedShortcut(key('c', { meta: true }), true)).toBe(false);
    expect(isBlockedShortcut(key('F12'), true)).toBe(true);
    expect(isBlockedShortcut(key('I', { ctrl: true, shift: true }), true)).toBe(true);
  });

  it.each([
    ['a plain letter', key('c')],
    ['Ctrl+V', key('v', { ctrl: true })],
    ['Ctrl+X', key('x', { ctrl: true })],
    ['Ctrl+A', key('a', { ctrl: true })],
    ['Ctrl+Shift+K', key('K', { ctrl: true, shift: true })],
    ['F5', key('F5')],
  ])('leaves %s alone', (_name, event) => {
    expect(isBlockedShortcut(event, false)).toBe(false);
  });
});

describe('form fields and images', () => {
  it('knows a form field, also from the text inside it', () => {
    document.body.innerHTML =
      '<p id="p">text</p><input id="i"><textarea id="t">x</textarea><div contenteditable="true" id="c">y</div><div contenteditable="false" id="n">z</div>';
    expect(isInEditable(document.getElementById('p'))).toBe(false);
    expect(isInEditable(document.getElementById('p')?.firstChild ?? null)).toBe(false);
    expect(isInEditable(document.getElementById('i'))).toBe(true);
    expect(isInEditable(document.getElementById('t')?.firstChild ?? null)).toBe(true);
    expect(isInEditable(document.getElementById('c'))).toBe(true);
    expect(isInEditable(document.getElementById('n'))).toBe(false);
    expect(isInEditable(null)).toBe(false);
  });

  it('knows an image drag, also of a link around an image', () => {
    document.body.innerHTML =
      '<img id="img" alt=""><a id="a" href="/"><img alt=""></a><a id="b" href="/">x</a>';
    expect(isImageDrag(document.getElementById('img'))).toBe(true);
    expect(isImageDrag(document.getElementById('a'))).toBe(true);
    expect(isImageDrag(document.getElementById('b'))).toBe(false);
  });
});
