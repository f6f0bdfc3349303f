import type { Highlight, Service } from '@streamfront/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useServices } from '../api/get-services';
import { formatPrice, formatPeriod } from '../format';

const HIGHLIGHT_LABELS: Record<Highlight, string> = {
  live_tv: 'Live TV',
  sports: 'Live sports',
  vod: 'Video on demand',
};

/** The public catalogue with its loading, empty and error states (spec §4, services list). */
export function PackagesList() {
  const services = useServices({ inlineError: true });

  if (services.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner size="lg" label="Loading packages…" />
      </div>
    );
  }

  if (services.isError) {
    return (
      <div className="flex flex-col items-start gap-4 py-8">
        <Alert>{services.error.message}</Alert>
        <Button variant="secondary" onClick={() => void services.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  if (services.data.length === 0) {
    return (
      <p className="py-16 text-center text-slate-400">
        No packages are available right now. Please check back soon.
      </p>
    );
  }

  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {services.data.map((service) => (
        <li key={service._id}>
          <PackageCard service={service} />
        </li>
      ))}
    </ul>
  );
}

function PackageCard({ service }: { service: Service }) {
  return (
    <article
      aria-labelledby={`package-${service._id}`}
      className={
        service.popular
          ? 'relative flex h-full flex-col rounded-2xl border-2 border-brand-500 bg-night-800 p-6'
          : 'relative flex h-full flex-col rounded-2xl border border-night-700 bg-night-800 p-6'
      }
    >
      {service.popular && (
        <span className="absolute -top-3 left-6 rounded-full bg-brand-600 px-3 py-0.5 text-xs font-bold uppercase tracking-wide">
          Most popular
        </span>
      )}
      <h2 id={`package-${service._id}`} className="text-xl font-bold">
        {service.name}
      </h2>
      <p className="mt-3 text-3xl font-extrabold">
        {formatPrice(service.price, service.currency)}
        <span className="ml-1 text-base font-medium text-slate-400">
          / {formatPeriod(service.periodMonths)}
        </span>
      </p>
      {service.description && <p className="mt-3 text-sm text-slate-300">{service.description}</p>}
      <p className="mt-3 text-sm text-slate-300">
        Up to {service.maxDevices} {service.maxDevices === 1 ? 'device' : 'devices'} at once
      </p>
      {service.highlights.length > 0 && (
        <p className="mt-2 text-sm text-accent-400">
          {service.highlights.map((h) => HIGHLIGHT_LABELS[h]).join(' · ')}
        </p>
      )}
      {service.features.length > 0 && (
        <ul className="mt-4 flex flex-col gap-1.5 text-sm text-slate-200">
          {service.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <span aria-hidden="true" className="text-brand-400">
                ✓
              </span>
              {feature}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
