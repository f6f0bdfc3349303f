import { useEffect } from 'react';
import { lazyToast as toast } from '@/lib/lazy-toast';
import './content-protection.css';
import {
  PROTECTION_MESSAGES,
  isBlockedShortcut,
  isImageDrag,
  isInEditable,
} from './protection-rules';

function notify(message: string) {
  // One toast per message: holding a key or dragging repeatedly must not stack copies.
  toast.error(message, { id: `content-protection:${message}` });
}

/**
 * Blocks the context menu, text selection, image dragging and the developer-tool and copy
 * shortcuts of spec §6 while `enabled`, each with its toast. Listeners sit on the document in
 * the capture phase so no page handler can let an event through first.
 */
export function useContentProtection(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;

    function onContextMenu(event: MouseEvent) {
      // Paste from the context menu is part of filling in a form.
      if (isInEditable(event.target)) return;
      event.preventDefault();
      notify(PROTECTION_MESSAGES.contextMenu);
    }

    function onSelectStart(event: Event) {
      if (isInEditable(event.target)) return;
      event.preventDefault();
      notify(PROTECTION_MESSAGES.contentProtected);
    }

    function onDragStart(event: DragEvent) {
      if (isInEditable(event.target) || !isImageDrag(event.target)) return;
      event.preventDefault();
      notify(PROTECTION_MESSAGES.contentProtected);
    }

    function onKeyDown(event: KeyboardEvent) {
      if (!isBlockedShortcut(event, isInEditable(event.target))) return;
      event.preventDefault();
      event.stopPropagation();
      notify(PROTECTION_MESSAGES.actionDisabled);
    }

    // Copy from the browser's Edit menu: the shortcut above already said why.
    function onCopy(event: ClipboardEvent) {
      if (!isInEditable(document.activeElement)) event.preventDefault();
    }

    const { body } = document;
    body.setAttribute('data-content-protected', '');
    document.addEventListener('contextmenu', onContextMenu, true);
    document.addEventListener('selectstart', onSelectStart, true);
    document.addEventListener('dragstart', onDragStart, true);
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('copy', onCopy, true);
    return () => {
      body.removeAttribute('data-content-protected');
      document.removeEventListener('contextmenu', onContextMenu, true);
      document.removeEventListener('selectstart', onSelectStart, true);
      document.removeEventListener('dragstart', onDragStart, true);
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('copy', onCopy, true);
    };
  }, [enabled]);
}

/** Mount once in the app shell; renders nothing. */
export function ContentProtection({ enabled }: { enabled: boolean }) {
  useContentProtection(enabled);
  return null;
}
