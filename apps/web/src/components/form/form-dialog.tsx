import { useId, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { MODAL_FRAME_CLASS, MODAL_FRAME_WIDE_CLASS } from '@/components/ui/modal-frame';
import { useDialog } from '@/components/ui/use-dialog';

/**
 * A question that needs an answer typed, asked over the page: a form of the kit (its
 * `<FormShell>` as `children`) in a native modal <dialog> (useDialog: the page behind is inert,
 * Tab stays inside, Escape cancels unless the form is being sent). Shown while mounted: the
 * owner renders it while asking. The focus starts on the first field and goes back to what
 * opened it, or where `returnFocus` says once the opener went away with what it acted on.
 */
export function FormDialog({
  title,
  description,
  pending,
  returnFocus,
  wide = false,
  onCancel,
  children,
}: {
  title: string;
  description?: ReactNode;
  /** Room for a table (a preview of what the form will do). */
  wide?: boolean;
  /** The form is being sent: Escape waits for the answer. */
  pending: boolean;
  returnFocus?: () => HTMLElement | null | undefined;
  onCancel: () => void;
  children: ReactNode;
}) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  useDialog(dialogRef, {
    open: true,
    ...(returnFocus ? { returnFocus } : {}),
    onCancel: () => {
      if (!pending) onCancel();
    },
  });
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-body` : undefined}
      className={wide ? MODAL_FRAME_WIDE_CLASS : MODAL_FRAME_CLASS}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      {description && (
        <div id={`${id}-body`} className="mt-2 text-sm text-slate-300">
          {description}
        </div>
      )}
      <div className="mt-5">{children}</div>
    </dialog>
  );
}

/** The form dialog's way out, beside its submit button (FormShell's `secondary`). */
export function DialogCancelButton({
  onCancel,
  disabled,
}: {
  onCancel: () => void;
  /** While the form is being sent: the answer decides what happens next. */
  disabled: boolean;
}) {
  return (
    <Button
      variant="secondary"
      size="lg"
      className="w-full sm:w-auto"
      onClick={onCancel}
      disabled={disabled}
    >
      Cancel
    </Button>
  );
}
