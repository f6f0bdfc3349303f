import type { ReactNode } from 'react';
import { PageHead } from '@/features/seo/page-head';
import { useArrivalFocus } from '@/lib/use-arrival-focus';

/** The back office's description in <head>, in place of the public page's left behind. */
const ADMIN_DESCRIPTION = 'The Streamfront back office.';

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
      {/* Through the head manager the public pages use: Preact, unlike React 19, does not
          move a <title> rendered here into <head> (decision 047). */}
      <PageHead title={`${title} · Streamfront Admin`} exactTitle description={ADMIN_DESCRIPTION} />
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
