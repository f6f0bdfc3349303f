import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useScrollToHash } from '@/lib/use-scroll-to-hash';
import { proseClass } from '../public-page';

export interface DocumentSection {
  id: string;
  title: string;
  body: ReactNode;
}

/**
 * A long page split into titled sections with a table of contents beside them (policies,
 * setup guide). The contents links are plain in-page anchors.
 */
export function DocumentSections({
  sections,
  contentsLabel = 'On this page',
  aside,
}: {
  sections: DocumentSection[];
  contentsLabel?: string;
  aside?: ReactNode;
}) {
  // A link such as /setup-guide#troubleshooting arrives before this lazy page has rendered.
  useScrollToHash();

  return (
    <div className="grid gap-12 lg:grid-cols-[16rem_1fr]">
      <div className="lg:sticky lg:top-24 lg:self-start">
        <nav
          aria-label={contentsLabel}
          className="rounded-2xl border border-night-700 bg-night-800/50 p-5"
        >
          <h2 className="text-sm font-semibold uppercase tracking-widest text-slate-300">
            {contentsLabel}
          </h2>
          <ol className="mt-3 flex flex-col gap-1 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="block rounded-md py-1.5 text-slate-300 transition-colors hover:text-white"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {aside}
      </div>
      <div className="flex min-w-0 flex-col gap-12">
        {sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className={cn('scroll-mt-6', proseClass)}
          >
            <h2 id={`${section.id}-title`}>{section.title}</h2>
            {section.body}
          </section>
        ))}
      </div>
    </div>
  );
}
