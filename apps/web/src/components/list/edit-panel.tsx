import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/**
 * The create or edit form of a list page, opened above the list. Its heading takes the focus
 * when it opens (or switches to another record), so a keyboard or screen-reader user lands
 * in the form, not on a button that scrolled away. When it closes (Close, or saved), the
 * focus goes back to the button that opened it: the row's Edit, or "New …".
 */
export function EditPanel({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const id = useId();
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    // Still on the button that opened (or switched) the panel; a title changed from inside
    // (a new record saved and kept open) keeps the first opener.
    const active = document.activeElement;
    if (active instanceof HTMLElement && !section.current?.contains(active)) {
      opener.current = active === document.body ? opener.current : active;
    }
    heading.current?.focus();
  }, [title]);

  useLayoutEffect(() => {
    const panel = section.current;
    return () => {
      // After the list has drawn again without the panel. Preact runs this clean-up before it
      // takes the panel out of the page (React ran it after): focused then, the opener is
      // scrolled to where it stood below the open panel, and is out of view once the panel
      // is gone. A microtask runs once the render is committed, before the next event.
      queueMicrotask(() => {
        const active = document.activeElement;
        const lost =
          !active || active === document.body || !active.isConnected || panel?.contains(active);
        if (lost && opener.current?.isConnected) opener.current.focus();
      });
    };
  }, []);

  return (
    <section
      ref={section}
      aria-labelledby={id}
      className="rounded-xl border border-night-700 bg-night-900 p-5"
    >
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={id} ref={heading} tabIndex={-1} className="text-lg font-semibold">
          {title}
        </h2>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Close
        </Button>
      </div>
      {children}
    </section>
  );
}
