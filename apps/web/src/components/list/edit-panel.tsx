import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/**
 * The create or edit form of a list page, opened above the list. Its heading takes the focus
 * when it opens (or switches to another record), so a keyboard or screen-reader user lands
 * in the form, not on a button that scrolled away.
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
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [title]);
  return (
    <section aria-labelledby={id} className="rounded-xl border border-night-700 bg-night-900 p-5">
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
