import type { ReactNode } from 'react';
import { PageHead } from '@/features/seo/page-head';
import { BareHeader } from '../../layout/bare-header';

/**
 * The frame of /vod-request and /report-content, which stand without the navigation bar and
 * footer (spec §2): a small header with the way home, the form, and notes beside it.
 */
export function StandaloneFormPage({
  title,
  headTitle,
  description,
  intro,
  form,
  notes,
}: {
  title: string;
  headTitle: string;
  description: string;
  intro: string;
  form: ReactNode;
  notes: ReactNode;
}) {
  return (
    <>
      <BareHeader />
      <main className="mx-auto w-full max-w-5xl px-4 py-12 sm:py-16">
        <PageHead title={headTitle} description={description} />
        <h1 className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">{title}</h1>
        <p className="mt-3 max-w-2xl text-lg leading-relaxed text-slate-300">{intro}</p>
        <div className="mt-10 grid gap-8 lg:grid-cols-[1.6fr_1fr]">
          <div className="min-w-0 rounded-3xl border border-night-700 bg-night-800/60 p-6 sm:p-8">
            {form}
          </div>
          <aside
            aria-label="Good to know"
            className="h-fit rounded-3xl border border-night-700 bg-night-800/30 p-6 text-sm leading-relaxed text-slate-300 [&_a]:font-semibold [&_a]:text-brand-300 [&_a]:underline [&_a]:underline-offset-4 [&_h2]:text-base [&_h2]:font-bold [&_h2]:text-white [&_li]:mt-2 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-5"
          >
            {notes}
          </aside>
        </div>
      </main>
    </>
  );
}
