import type { ReactNode } from 'react';

/**
 * The frame of one admin page: its title as the document title and the page's one h1
 * (which the layout focuses after navigation), a line saying what it is for, then the page.
 */
export function AdminPage({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="admin-page-title" className="flex flex-col gap-6">
      <title>{`${title} · Streamfront Admin`}</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="admin-page-title" tabIndex={-1} className="text-2xl font-bold outline-none">
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
