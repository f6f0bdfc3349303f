import {
  formatMoney,
  formatPeriod,
  trialLength,
  trialPath,
  HIGHLIGHT_LABELS,
  type Service,
} from '@streamfront/contract';
import { Link } from 'react-router';
import { pillClasses } from '@/components/ui/pill-classes';
import { cn } from '@/lib/cn';
import { packageArtUrl } from './package-art';

function perMonth(service: Service): string | null {
  if (service.periodMonths <= 1) return null;
  return formatMoney(Math.round(service.price / service.periodMonths), service.currency);
}

/** One package with its Subscribe action, which leads to the checkout of that package. */
export function PackageCard({ service }: { service: Service }) {
  const monthly = perMonth(service);
  const actionClass = cn(pillClasses(service.popular ? 'primary' : 'secondary', 'lg'), 'w-full');
  // Several cards each have a Subscribe: the name says which package it is for.
  const actionLabel = `Subscribe to ${service.name}`;

  return (
    <article
      aria-labelledby={`package-${service._id}`}
      className={cn(
        'relative flex h-full flex-col rounded-3xl p-6 sm:p-8',
        service.popular
          ? 'border-2 border-brand-500 bg-gradient-to-b from-brand-600/15 to-night-800 shadow-2xl shadow-brand-700/20'
          : 'border border-night-700 bg-night-800/70',
      )}
    >
      {/* The package's look; the name and list below say what it holds, so alt="". */}
      <img
        src={packageArtUrl(service.highlights)}
        alt=""
        width={400}
        height={140}
        loading="lazy"
        decoding="async"
        className="-mx-6 -mt-6 mb-6 aspect-[20/7] w-[calc(100%+3rem)] max-w-none rounded-t-3xl object-cover sm:-mx-8 sm:-mt-8 sm:w-[calc(100%+4rem)]"
      />
      {service.popular && (
        <span className="absolute -top-3.5 left-6 rounded-full bg-brand-600 px-3 py-1 text-xs font-bold uppercase tracking-wide text-white">
          Most popular
        </span>
      )}
      <h2 id={`package-${service._id}`} className="text-xl font-bold text-white">
        {service.name}
      </h2>
      {service.description && (
        <p className="mt-2 text-sm leading-relaxed text-slate-300">{service.description}</p>
      )}
      <p className="mt-6 flex flex-wrap items-baseline gap-x-1.5">
        <span className="text-4xl font-extrabold tracking-tight text-white">
          {formatMoney(service.price, service.currency)}
        </span>
        <span className="text-base font-medium text-slate-300">
          / {formatPeriod(service.periodMonths)}
        </span>
      </p>
      <p className="mt-1 min-h-5 text-sm text-slate-400">
        {monthly ? `Works out at ${monthly} a month` : 'Billed monthly, no contract'}
      </p>

      <ul aria-label="Included" className="mt-5 flex flex-wrap gap-2">
        {service.highlights.map((highlight) => (
          <li
            key={highlight}
            className="rounded-full bg-night-700 px-3 py-1 text-xs font-semibold text-slate-100"
          >
            {HIGHLIGHT_LABELS[highlight]}
          </li>
        ))}
        <li className="rounded-full bg-night-700 px-3 py-1 text-xs font-semibold text-slate-100">
          Up to {service.maxDevices} {service.maxDevices === 1 ? 'screen' : 'screens'} at once
        </li>
      </ul>

      {service.features.length > 0 && (
        <ul className="mt-6 flex flex-col gap-2.5 text-sm text-slate-200">
          {service.features.map((feature) => (
            <li key={feature} className="flex gap-2.5">
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className="mt-0.5 h-4 w-4 shrink-0 fill-brand-400"
              >
                <path d="M8.2 14.6 3.9 10.3l1.4-1.4 2.9 2.9 6.5-6.5 1.4 1.4z" />
              </svg>
              {feature}
            </li>
          ))}
        </ul>
      )}

      <div className="mt-auto flex flex-col gap-3 pt-8">
        {/* Checkout sends a visitor to sign in first and brings them back to this package. */}
        <Link to={`/checkout/${service._id}`} className={actionClass} aria-label={actionLabel}>
          Subscribe
        </Link>
        {service.trialHours > 0 && (
          <Link
            to={trialPath(service._id)}
            className={cn(pillClasses('secondary', 'lg'), 'w-full')}
            // The visible words first (label in name), then which package it is for.
            aria-label={`Try free for ${trialLength(service.trialHours)}: ${service.name}`}
          >
            Try free for {trialLength(service.trialHours)}
          </Link>
        )}
      </div>
    </article>
  );
}
