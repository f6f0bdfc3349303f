import { Link } from 'react-router';
import { pillClasses } from '@/components/ui/pill-classes';

/** The closing call to subscribe. */
export function SubscribeSection() {
  return (
    <section aria-labelledby="subscribe-title" className="px-4 pb-24 sm:px-6 lg:px-8">
      <div className="relative mx-auto max-w-7xl overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 via-brand-600 to-fuchsia-800 px-6 py-14 text-center shadow-2xl shadow-brand-700/20 sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-24 h-72 w-72 rounded-full bg-white/10 blur-2xl"
        />
        <h2
          id="subscribe-title"
          className="relative text-3xl font-extrabold tracking-tight text-white sm:text-4xl"
        >
          Ready to press play?
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-lg text-white">
          Pick a package and start watching live sports, live TV and movies in minutes. No contract,
          cancel anytime.
        </p>
        <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/packages" className={pillClasses('light', 'lg')}>
            Subscribe now
          </Link>
          <Link to="/contact" className={pillClasses('outline-light', 'lg')}>
            Talk to our team
          </Link>
        </div>
      </div>
    </section>
  );
}
