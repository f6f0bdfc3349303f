import type { FaqItem } from '@streamfront/contract';
import { Link } from 'react-router';

/** Used when the FAQ cannot be loaded: the questions every visitor asks first. */
export const BUILT_IN_FAQ: Pick<FaqItem, '_id' | 'question' | 'answer'>[] = [
  {
    _id: 'devices',
    question: 'Which devices can I watch on?',
    answer:
      'Smart TVs (Samsung, LG and Android TV), Amazon Fire TV, Android and iOS phones and tablets, Apple TV, and any modern web browser through the Web Player.',
  },
  {
    _id: 'screens',
    question: 'How many screens can I watch on at the same time?',
    answer:
      'Each package shows its device limit, from one screen up to four. The limit only counts streams playing at the same moment.',
  },
  {
    _id: 'speed',
    question: 'What internet speed do I need?',
    answer:
      'At least 10 Mbps for HD and 25 Mbps for 4K per screen. A wired connection or strong 5 GHz Wi-Fi gives the smoothest picture during live sports.',
  },
  {
    _id: 'contract',
    question: 'Is there a contract? How do I cancel?',
    answer:
      'There is no contract. Packages are paid for their period and simply end unless you renew.',
  },
];

export function FaqSection({
  items,
  loading,
}: {
  items: Pick<FaqItem, '_id' | 'question' | 'answer'>[];
  loading: boolean;
}) {
  return (
    <section
      id="faq"
      aria-labelledby="faq-title"
      className="mx-auto w-full max-w-3xl scroll-mt-2 px-4 py-20 sm:py-24"
    >
      <p className="text-center text-sm font-semibold uppercase tracking-widest text-brand-400">
        FAQ
      </p>
      <h2 id="faq-title" className="mt-2 text-center text-3xl font-bold tracking-tight sm:text-4xl">
        Frequently asked questions
      </h2>
      {loading ? (
        <div aria-hidden="true" className="mt-10 flex flex-col gap-3">
          {[0, 1, 2, 3, 4].map((row) => (
            <div key={row} className="h-16 animate-pulse rounded-xl bg-night-800" />
          ))}
        </div>
      ) : (
        <div className="mt-10 flex flex-col gap-3">
          {items.map((item) => (
            <details
              key={item._id}
              name="faq"
              className="group rounded-xl border border-night-700 bg-night-800/60 open:border-night-600 open:bg-night-800"
            >
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-semibold text-white [&::-webkit-details-marker]:hidden">
                {item.question}
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="h-5 w-5 shrink-0 text-brand-300 transition-transform group-open:rotate-45"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                >
                  <path d="M12 5v14M5 12h14" />
                </svg>
              </summary>
              <p className="px-5 pb-5 leading-relaxed text-slate-300">{item.answer}</p>
            </details>
          ))}
        </div>
      )}
      <p className="mt-8 text-center text-slate-300">
        Still have a question? Visit the{' '}
        <Link
          to="/help-center"
          className="font-semibold text-brand-300 underline-offset-4 hover:underline"
        >
          Help Center
        </Link>{' '}
        or{' '}
        <Link
          to="/contact"
          className="font-semibold text-brand-300 underline-offset-4 hover:underline"
        >
          contact our team
        </Link>
        .
      </p>
    </section>
  );
}
