import type { Hero } from '@streamfront/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pillClasses } from '@/components/ui/pill-classes';

/** Shown when no hero section is active (spec: the page has its own), and while it loads. */
export const BUILT_IN_HERO: Hero = {
  title: 'Live sports, live TV and movies. One subscription.',
  subtitle:
    'Stream 120+ live channels, every big match and thousands of films and series on your TV, phone, tablet and browser. No contract, cancel anytime.',
  ctaLabel: 'See packages',
  ctaHref: '/packages',
  backgroundImageUrl: null,
};

const HIGHLIGHTS = ['No contract', 'HD & 4K', '7-day catch-up', 'TV, mobile & web'];

function HeroCta({ hero }: { hero: Hero }) {
  const className = pillClasses('primary', 'lg');
  // An admin may point the button at another site; the router only knows our own paths.
  if (/^https?:\/\//i.test(hero.ctaHref)) {
    return (
      <a href={hero.ctaHref} className={className} rel="noopener noreferrer">
        {hero.ctaLabel}
      </a>
    );
  }
  return (
    <Link to={hero.ctaHref || '/packages'} className={className}>
      {hero.ctaLabel}
    </Link>
  );
}

export function HeroSection({ hero, aside }: { hero: Hero; aside?: ReactNode }) {
  return (
    <section
      id="hero"
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[min(calc(100svh-4rem),46rem)] items-center overflow-hidden bg-night-950"
    >
      {hero.backgroundImageUrl ? (
        <img
          src={hero.backgroundImageUrl}
          alt=""
          width={1600}
          height={900}
          fetchPriority="high"
          decoding="async"
          className="absolute inset-0 -z-20 h-full w-full object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-20 bg-[radial-gradient(ellipse_at_75%_20%,rgba(124,58,237,0.45),transparent_55%),radial-gradient(ellipse_at_10%_90%,rgba(14,165,233,0.3),transparent_50%),linear-gradient(135deg,#070b1f,#1b1446_55%,#3b0f4f)]"
        />
      )}
      {/* Keeps the copy readable over any image an admin uploads. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-night-950/90 via-night-950/55 to-night-950/10"
      />
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 -z-10 h-1/2 bg-gradient-to-b from-transparent via-night-950/60 to-night-900"
      />

      <div className="mx-auto grid w-full max-w-7xl items-center gap-12 px-4 py-20 sm:px-6 sm:py-28 lg:grid-cols-[minmax(0,1fr)_22rem] lg:px-8">
        <div className="max-w-3xl">
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-xs font-semibold uppercase tracking-widest text-slate-100 backdrop-blur">
            <span aria-hidden="true" className="h-2 w-2 animate-pulse rounded-full bg-brand-500" />
            Live Sports | Live TV | VOD
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-extrabold leading-[1.08] tracking-tight text-white text-balance sm:text-6xl"
          >
            {hero.title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-200 sm:text-xl">
            {hero.subtitle}
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:items-center">
            <HeroCta hero={hero} />
            <Link to="/setup-guide" className={pillClasses('glass', 'lg')}>
              How to get started
            </Link>
          </div>
          <ul className="mt-10 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-200">
            {HIGHLIGHTS.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-brand-400">
                  <path d="M8.2 14.6 3.9 10.3l1.4-1.4 2.9 2.9 6.5-6.5 1.4 1.4z" />
                </svg>
                {item}
              </li>
            ))}
          </ul>
        </div>
        {/* The schedule is a bonus for wide screens; phones get it further down the page. */}
        <div className="hidden justify-end lg:flex">{aside}</div>
      </div>
    </section>
  );
}
