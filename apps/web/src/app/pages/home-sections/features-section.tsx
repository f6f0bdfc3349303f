import type { ReactNode } from 'react';
import { Link } from 'react-router';

function FeatureIcon({ children }: { children: ReactNode }) {
  return (
    <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-600/15 text-brand-300 ring-1 ring-brand-500/30">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-6 w-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {children}
      </svg>
    </span>
  );
}

const FEATURES: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Live sports',
    text: 'Football, basketball, motorsport, tennis, fights and more, live as it happens in Full HD, with selected events in 4K.',
    icon: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="m12 7 4 3-1.5 4.5h-5L8 10l4-3ZM12 3v4M3.5 9.5 8 10M20.5 9.5 16 10M6.5 19l3-4.5M17.5 19l-3-4.5" />
      </>
    ),
  },
  {
    title: '120+ live TV channels',
    text: 'News, entertainment, kids, documentaries and music from around the world, with a full programme guide.',
    icon: (
      <>
        <rect x="3" y="6" width="18" height="13" rx="2" />
        <path d="m8 2 4 4 4-4" />
      </>
    ),
  },
  {
    title: 'Movies & series on demand',
    text: 'A growing library of films and box sets. Missing a title? Request it and our content team goes looking.',
    icon: (
      <>
        <rect x="3" y="3" width="18" height="18" rx="2" />
        <path d="M7 3v18M17 3v18M3 8h4M3 16h4M17 8h4M17 16h4M10.5 9.5v5l4-2.5-4-2.5Z" />
      </>
    ),
  },
  {
    title: '7-day catch-up',
    text: 'Missed it? Most channels keep a week of programmes, and match replays arrive shortly after the final whistle.',
    icon: (
      <>
        <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
        <path d="M3 3v5h5M12 7v5l3 2" />
      </>
    ),
  },
  {
    title: 'Every screen you own',
    text: 'Smart TVs, Fire TV, Android TV, Apple TV, phones, tablets and the Web Player, on up to four screens at once.',
    icon: (
      <>
        <rect x="2" y="4" width="14" height="10" rx="1.5" />
        <rect x="17" y="8" width="5" height="12" rx="1" />
        <path d="M6 18h6" />
      </>
    ),
  },
  {
    title: 'No contract, no box',
    text: 'Pay by the month or the year and cancel whenever you like. No satellite dish, set-top box or installer needed.',
    icon: (
      <>
        <path d="M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6l-8-3Z" />
        <path d="m8.5 12 2.5 2.5 4.5-5" />
      </>
    ),
  },
];

const DEVICES = [
  'Samsung & LG Smart TV',
  'Android TV',
  'Amazon Fire TV',
  'Apple TV',
  'iPhone & iPad',
  'Android phones',
  'Web browsers',
];

const STEPS = [
  {
    title: 'Choose a package',
    text: 'Compare channels, sports and screens, and pick the package that fits your home.',
  },
  {
    title: 'Create your account',
    text: 'Sign up with your email in under a minute. No contract and no hardware to order.',
  },
  {
    title: 'Install and press play',
    text: 'Get the app on your TV or phone, or open the Web Player, sign in and start watching.',
  },
];

export function FeaturesSection() {
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className="mx-auto w-full max-w-7xl scroll-mt-2 px-4 py-20 sm:px-6 sm:py-24 lg:px-8"
    >
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-400">Features</p>
      <h2
        id="features-title"
        className="mt-2 max-w-3xl text-3xl font-bold tracking-tight sm:text-4xl"
      >
        Everything you want to watch, on every screen
      </h2>
      <p className="mt-4 max-w-2xl text-lg text-slate-300">
        One subscription brings live television, live sports and a library of films and series
        together, with apps for the devices you already have.
      </p>
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature) => (
          <li
            key={feature.title}
            className="rounded-2xl border border-night-700 bg-night-800/60 p-6 transition-colors hover:border-night-600 hover:bg-night-800"
          >
            <FeatureIcon>{feature.icon}</FeatureIcon>
            <h3 className="mt-5 text-lg font-semibold text-white">{feature.title}</h3>
            <p className="mt-2 leading-relaxed text-slate-300">{feature.text}</p>
          </li>
        ))}
      </ul>

      <div className="mt-16 rounded-3xl border border-night-700 bg-gradient-to-br from-night-800 to-night-950 p-6 sm:p-10">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.2fr] lg:items-center">
          <div>
            <h3 className="text-2xl font-bold tracking-tight">Works on the devices you have</h3>
            <p className="mt-3 text-slate-300">
              Apps for TVs, streaming sticks and phones, plus the Web Player for any modern browser.
              The{' '}
              <Link
                to="/setup-guide"
                className="font-semibold text-brand-300 underline-offset-4 hover:underline"
              >
                Setup Guide
              </Link>{' '}
              takes you through each one step by step.
            </p>
            <ul className="mt-6 flex flex-wrap gap-2">
              {DEVICES.map((device) => (
                <li
                  key={device}
                  className="rounded-full border border-night-600 bg-night-900 px-3 py-1.5 text-sm text-slate-200"
                >
                  {device}
                </li>
              ))}
            </ul>
          </div>
          <ol className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
            {STEPS.map((step, index) => (
              <li
                key={step.title}
                className="rounded-2xl bg-night-900/80 p-5 ring-1 ring-night-700"
              >
                <span
                  aria-hidden="true"
                  className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
                >
                  {index + 1}
                </span>
                <h4 className="mt-4 font-semibold text-white">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h4>
                <p className="mt-1.5 text-sm leading-relaxed text-slate-300">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
