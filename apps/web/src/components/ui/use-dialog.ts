import { useLayoutEffect, useRef, type RefObject } from 'react';
import { tabStopsIn } from '@/lib/tab-stops';

export interface DialogOptions {
  open: boolean;
  /**
   * Modal: the page behind is inert and Tab goes round the dialog's own controls (from the
   * last to the first and back), never out to the page or the browser's bar. Not modal: a
   * panel beside the page, in its Tab order (the chat on a wide screen).
   */
  modal?: boolean;
  /** Where the focus goes on opening; the dialog's first control when left out. */
  initialFocus?: () => HTMLElement | null | undefined;
  /**
   * Where the focus goes when it closes: what had it before (the opener) unless this names
   * something else, or `false` to leave it to the owner.
   */
  returnFocus?: false | (() => HTMLElement | null | undefined);
  /** Escape on a modal dialog (the browser's `cancel`): the owner closes it, or not. */
  onCancel?: () => void;
}

function show(dialog: HTMLDialogElement, modal: boolean) {
  // jsdom and very old browsers lack showModal and show: `open` still shows it.
  if (modal && typeof dialog.showModal === 'function') dialog.showModal();
  else if (!modal && typeof dialog.show === 'function') dialog.show();
  else dialog.setAttribute('open', '');
}

function hide(dialog: HTMLDialogElement) {
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}

/** Keeps Tab among `stops`: from the last one to the first, and Shift+Tab the other way. */
function wrapTab(event: KeyboardEvent, stops: readonly HTMLElement[]) {
  if (event.key !== 'Tab' || stops.length === 0) return;
  const index = stops.indexOf(document.activeElement as HTMLElement);
  const last = stops.length - 1;
  // Focus outside the stops (on the dialog itself, say) comes in at the near end.
  const atEdge = event.shiftKey ? index <= 0 : index === -1 || index === last;
  if (!atEdge) return;
  event.preventDefault();
  stops[event.shiftKey ? last : 0]?.focus();
}

/**
 * The one way something opens over the page (decision 040): a native <dialog>, shown while
 * `open`, modal or beside the page. Used by the confirmations, the admin menu, the mobile
 * menu and the chat; a second way (a hand-made focus trap on a <div>) is a defect.
 */
export function useDialog(
  dialogRef: RefObject<HTMLDialogElement | null>,
  { open, modal = true, initialFocus, returnFocus, onCancel }: DialogOptions,
) {
  // The mode it is shown in now: a change of `modal` while open shows it again the new way.
  const shownModal = useRef(modal);

  // Shown when it opens, hidden when it closes; the opener gets the focus back then.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    show(dialog, modal);
    shownModal.current = modal;
    (initialFocus?.() ?? tabStopsIn(dialog)[0])?.focus();
    return () => {
      hide(dialog);
      if (returnFocus === false) return;
      const target = returnFocus?.() ?? opener;
      if (target?.isConnected) target.focus();
    };
    // Only opening and closing: the options are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, dialogRef]);

  // Modal and not, while open (the chat when the window is resized): the focus stays put.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open || shownModal.current === modal) return;
    const focused = document.activeElement;
    hide(dialog);
    show(dialog, modal);
    shownModal.current = modal;
    if (focused instanceof HTMLElement && dialog.contains(focused)) focused.focus();
  }, [open, modal, dialogRef]);

  // Escape, and Tab at the edges while modal.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        // Its owner closes it, and no Escape handler of the page behind hears of it.
        event.preventDefault();
        event.stopPropagation();
        onCancel?.();
      } else if (modal) wrapTab(event, tabStopsIn(dialog));
    };
    // Another close request of the browser (a phone's Back gesture): the owner decides too.
    const cancel = (event: Event) => {
      event.preventDefault();
      onCancel?.();
    };
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('cancel', cancel);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('cancel', cancel);
    };
  }, [open, modal, onCancel, dialogRef]);
}
