import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { AdminSectionLinks } from './admin-sidebar';

/**
 * The sections on a phone: a modal <dialog> sliding in from the left. Being modal, the page
 * behind is inert, so Tab stays inside; Escape and choosing a section close it, and the
 * focus goes back to the Menu button.
 */
export function AdminDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    // The current section first: Tab and Shift+Tab lead on from where the admin is.
    (
      dialog.querySelector<HTMLElement>('a[aria-current="page"]') ??
      dialog.querySelector<HTMLElement>('a')
    )?.focus();
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={dialogRef}
      aria-label="Admin menu"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
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
