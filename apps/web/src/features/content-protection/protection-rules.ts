/** Spec §6, the three toasts of content protection. */
export const PROTECTION_MESSAGES = {
  contextMenu: 'Right-click is disabled on this page',
  contentProtected: 'Content is protected',
  actionDisabled: 'This action is disabled',
} as const;

const EDITABLE = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

function elementOf(target: EventTarget | null): Element | null {
  if (target instanceof Element) return target;
  // selectstart is aimed at the text node itself.
  if (target instanceof Node) return target.parentElement;
  return null;
}

/** Form fields stay fully usable: typing, selecting, copying and pasting inside them. */
export function isInEditable(target: EventTarget | null): boolean {
  return elementOf(target)?.closest(EDITABLE) != null;
}

export function isImageDrag(target: EventTarget | null): boolean {
  const element = elementOf(target);
  if (!element) return false;
  return element.closest('img, picture, svg') != null || element.querySelector('img') != null;
}

type Keys = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

function letterOf(event: Keys): string {
  if (event.key.length === 1) return event.key.toLowerCase();
  // With Option held, a Mac reports a symbol (or a dead key) for the letter pressed.
  return /^Key([A-Z])$/.exec(event.code)?.[1]?.toLowerCase() ?? '';
}

/**
 * Whether a key press is one of the blocked shortcuts: F12, Ctrl/Cmd+Shift+I/J/C (developer
 * tools), Ctrl/Cmd+U (view source), Ctrl/Cmd+S (save page), Ctrl/Cmd+C (copy). Copying is
 * allowed inside a form field; the rest are never text editing.
 */
export function isBlockedShortcut(event: Keys, inEditable: boolean): boolean {
  if (event.key === 'F12') return true;
  const mod = event.ctrlKey || event.metaKey;
  if (!mod) return false;
  const letter = letterOf(event);
  // Chrome on a Mac opens the tools with Cmd+Option+I/J/C as well.
  if ((event.shiftKey || event.altKey) && ['i', 'j', 'c'].includes(letter)) return true;
  if (event.shiftKey || event.altKey) return false;
  if (letter === 'u' || letter === 's') return true;
  return letter === 'c' && !inEditable;
}
