import type { ReactNode } from 'react';
import { PageHead } from '@/features/seo/page-head';
import { cn } from '@/lib/cn';

/** The frame of a public content page: its <head> entries, one <h1> and an introduction. */
export function PublicPage({
  title,
  description,
  eyebrow,
  intro,
  headTitle,
  narrow = false,
  meta,
  children,
}: {
  title: string;
  /** The meta description: what a search result says about the page. */
  description: string;
  eyebrow?: string;
  intro?: ReactNode;
  /** The browser tab's title, when it should say more than the heading. */
  headTitle?: string;
  narrow?: boolean;
  /** A line under the introduction, e.g. when a policy was last updated. */
  meta?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <main
      className={cn(
        'mx-auto w-full px-4 py-14 sm:px-6 sm:py-20 lg:px-8',
        narrow ? 'max-w-4xl' : 'max-w-7xl',
      )}
    >
      <PageHead title={headTitle ?? title} description={description} />
      <div className="max-w-3xl">
        {eyebrow && (
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-400">
            {eyebrow}
          </p>
        )}
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-white sm:text-5xl">
          {title}
        </h1>
        {intro && <p className="mt-4 text-lg leading-relaxed text-slate-300">{intro}</p>}
        {meta}
      </div>
      {children && <div className="mt-12">{children}</div>}
    </main>
  );
}

/** Long-form text (policies, guides) without a typography plug-in. */
export const proseClass =
  'text-slate-300 leading-relaxed [&_a]:font-semibold [&_a]:text-brand-300 [&_a]:underline [&_a]:underline-offset-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-white [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-white [&_li]:mt-2 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_strong]:text-slate-100 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6';
