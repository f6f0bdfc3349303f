import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { Button } from './button';
import { MODAL_FRAME_CLASS } from './modal-frame';
import { useDialog } from './use-dialog';

/**
 * Asks before something that cannot be undone. A native modal <dialog> (useDialog): the page
 * behind it is inert, Escape cancels, and focus returns to what opened it. The focus starts
 * on the safe choice (Cancel), so a stray Enter never confirms.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  pending = false,
  focusAfterConfirm,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  pending?: boolean;
  /** Where the focus goes once confirmed, when the opener goes away with what it acted on. */
  focusAfterConfirm?: RefObject<HTMLElement | null>;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmed = useRef(false);
  useDialog(dialogRef, {
    open,
    initialFocus: () => {
      confirmed.current = false;
      return cancelRef.current;
    },
    returnFocus: () => (confirmed.current ? focusAfterConfirm?.current : undefined),
    onCancel: () => {
      if (!pending) cancel();
    },
  });

  function cancel() {
    confirmed.current = false;
    onCancel();
  }

  if (!open) return null;
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${id}-title`}
      aria-describedby={children ? `${id}-body` : undefined}
      className={MODAL_FRAME_CLASS}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      {children && (
        <div id={`${id}-body`} className="mt-2 text-sm text-slate-300">
          {children}
        </div>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button ref={cancelRef} variant="secondary" onClick={cancel} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button
          variant="danger"
          onClick={() => {
            // Read when it closes, which may be after the request it starts.
            confirmed.current = true;
            onConfirm();
          }}
          loading={pending}
        >
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
