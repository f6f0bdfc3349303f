import type { ReactNode } from 'react';
import { useArrivalFocus } from '@/lib/use-arrival-focus';

/**
 * The frame of one admin page: its title as the document title and the page's one h1, a line
 * saying what it is for, then the page.
 *
 * Reached by a link (the sidebar, the phone menu, the admin's own menu), the page puts the
 * focus on its h1: the link the person used may be gone with its closed menu, and the next
 * Tab should lead into the new page, not back through the header.
 */
export function AdminPage({
  title,
  description,
  actions,
  className = 'gap-6',
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** The gap between the page's parts. */
  className?: `gap-${number}`;
  children: ReactNode;
}) {
  const heading = useArrivalFocus<HTMLHeadingElement>();

  return (
    <section aria-labelledby="admin-page-title" className={`flex flex-col ${className}`}>
      <title>{`${title} · Streamfront Admin`}</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="admin-page-title" ref={heading} tabIndex={-1} className="text-2xl font-bold">
            {title}
          </h1>
          {description && <p className="mt-1 text-slate-300">{description}</p>}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}
