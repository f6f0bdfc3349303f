import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { PageHead } from '@/features/seo/page-head';
import { useServices } from '@/features/services/api/get-services';
import { cn } from '@/lib/cn';
import { PackageCard } from './packages-sections/package-card';
import { LoadError } from '@/components/ui/load-error';

const INCLUDED = [
  {
    title: 'No contract',
    text: 'Pay for a month or a year at a time, and cancel whenever you like.',
  },
  {
    title: '7-day catch-up',
    text: 'Most channels keep a week of programmes to watch when it suits you.',
  },
  { title: 'HD and 4K', text: 'Full HD everywhere, with selected sports and films in 4K.' },
  {
    title: 'Real support',
    text: 'A person answers every message, usually within one business day.',
  },
];

function Catalogue() {
  const services = useServices({ inlineError: true });

  if (services.isPending) {
    // Card-sized placeholders: the sections below stay where they will be once cards arrive.
    return (
      <div className="relative">
        <div aria-hidden="true" className="grid gap-8 md:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((card) => (
            <div key={card} className="h-[34rem] animate-pulse rounded-3xl bg-night-800/70" />
          ))}
        </div>
        <div className="absolute inset-x-0 top-24 flex justify-center">
          <Spinner size="lg" label="Loading packages…" />
        </div>
      </div>
    );
  }

  if (services.isError) {
    return (
      <LoadError
        className="py-8"
        message={services.error.message}
        onRetry={() => void services.refetch()}
      />
    );
  }

  if (services.data.length === 0) {
    return (
      <div className="rounded-3xl border border-dashed border-night-600 px-6 py-16 text-center">
        <p className="text-lg text-slate-200">
          No packages are available right now. Please check back soon.
        </p>
        <p className="mt-2 text-slate-400">
          Want to hear when they are?{' '}
          <Link to="/contact" className="font-semibold text-brand-300 underline underline-offset-4">
            Contact our team
          </Link>
          .
        </p>
      </div>
    );
  }

  return (
    <ul
      className={cn(
        'grid gap-8 md:grid-cols-2',
        // Four packages sit in one row on wide screens rather than three and one.
        services.data.length === 4 ? 'xl:grid-cols-4 xl:gap-5' : 'xl:grid-cols-3',
      )}
    >
      {services.data.map((service) => (
        <li key={service._id}>
          <PackageCard service={service} />
        </li>
      ))}
    </ul>
  );
}

/** /packages: the catalogue of GET /api/services with a Subscribe action per package. */
export function PackagesPage() {
  return (
    <main className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8 py-14 sm:py-20">
      <PageHead
        title="Packages and Prices"
        description="Compare Streamfront packages: live TV channels, live sports and video on demand, screens at once and prices per month or year. No contract, cancel anytime."
        openGraph
      />
      <div className="max-w-3xl">
        <h1 className="text-4xl font-extrabold tracking-tight text-white sm:text-5xl">Packages</h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-300">
          Live TV, live sports and video on demand. Pick the package that fits your home: every one
          streams on your TV, phone, tablet and browser, with no contract.
        </p>
      </div>

      <div className="mt-14">
        <Catalogue />
      </div>

      <section aria-labelledby="included-title" className="mt-20">
        <h2 id="included-title" className="text-2xl font-bold tracking-tight">
          Included with every package
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {INCLUDED.map((item) => (
            <li
              key={item.title}
              className="rounded-2xl border border-night-700 bg-night-800/50 p-5"
            >
              <h3 className="font-semibold text-white">{item.title}</h3>
              <p className="mt-1.5 text-sm leading-relaxed text-slate-300">{item.text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-slate-300">
          Not sure which package is right for you? Read the{' '}
          <Link
            to={{ pathname: '/', hash: '#faq' }}
            className="font-semibold text-brand-300 underline-offset-4 hover:underline"
          >
            frequently asked questions
          </Link>
          , check your devices in the{' '}
          <Link
            to="/setup-guide"
            className="font-semibold text-brand-300 underline-offset-4 hover:underline"
          >
            Setup Guide
          </Link>{' '}
          or{' '}
          <Link
            to="/contact"
            className="font-semibold text-brand-300 underline-offset-4 hover:underline"
          >
            ask our team
          </Link>
          .
        </p>
      </section>
    </main>
  );
}
