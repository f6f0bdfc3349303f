import type { ReactNode } from 'react';

/** The frame of a public page: its title in the tab and one <h1>. */
export function PublicPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-12 sm:py-16">
      <title>{`${title} · Streamfront`}</title>
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
      {intro && <p className="mt-3 max-w-2xl text-lg text-slate-300">{intro}</p>}
      {children && <div className="mt-8">{children}</div>}
    </main>
  );
}
