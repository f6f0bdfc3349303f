import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useDialog } from '@/components/ui/use-dialog';
import { AdminSectionLinks } from './admin-sidebar';

/**
 * The sections on a phone: a modal <dialog> (useDialog) sliding in from the left. The page
 * behind is inert and Tab stays inside; Escape, a click beside it and choosing a section close
 * it, and the focus goes back to the Menu button.
 */
export function AdminDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useDialog(dialogRef, {
    open,
    // The current section first: Tab and Shift+Tab lead on from where the admin is.
    initialFocus: () =>
      dialogRef.current?.querySelector<HTMLElement>('a[aria-current="page"]') ??
      dialogRef.current?.querySelector<HTMLElement>('a'),
    onCancel: onClose,
  });

  if (!open) return null;
  return (
    <dialog
      ref={dialogRef}
      aria-label="Admin menu"
      // A click on the backdrop (the dialog element itself, outside its panel) closes it.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-0 h-full max-h-none w-72 max-w-[85vw] bg-night-900 p-0 text-slate-100 backdrop:bg-black/60 md:hidden"
    >
      <div className="flex items-center justify-between border-b border-night-700 px-4 py-3">
        <span className="font-semibold">Admin sections</span>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Close menu
        </Button>
      </div>
      <nav aria-label="Admin sections" className="px-2 py-3">
        <AdminSectionLinks onNavigate={onClose} />
      </nav>
    </dialog>
  );
}
