import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button';

const FEATURES = [
  { title: 'Live sports', text: 'Every match, race and fight as it happens, in HD.' },
  { title: 'Live TV', text: 'Thousands of channels from around the world.' },
  { title: 'Video on demand', text: 'Movies and series whenever you want them.' },
];

const FAQ = [
  {
    q: 'Which devices can I use?',
    a: 'Smart TVs, phones, tablets, computers and streaming boxes.',
  },
  { q: 'Can I cancel at any time?', a: 'Yes. Your package simply does not renew.' },
];

/** Home: sections reached by the anchors #hero, #features and #faq (spec §2). */
export function HomePage() {
  const { hash } = useLocation();

  // Links from other pages arrive as /#features: bring that section into view.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <main>
      <title>Streamfront: Live Sports | Live TV | VOD</title>
      <section
        id="hero"
        className="bg-gradient-to-b from-night-950 to-night-900 px-4 py-24 text-center sm:py-32"
      >
        <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">
          Live sports, live TV and movies. <span className="text-brand-500">One subscription.</span>
        </h1>
        <p className="mx-auto mt-6 max-w-xl text-lg text-slate-300">
          Stream everything you love on every screen in your home.
        </p>
        <div className="mt-10 flex justify-center gap-4">
          <Link to="/packages" className={buttonClasses('primary', 'lg')}>
            See packages
          </Link>
          <Link to="/setup-guide" className={buttonClasses('secondary', 'lg')}>
            How it works
          </Link>
        </div>
      </section>

      <section
        id="features"
        aria-labelledby="features-title"
        className="mx-auto max-w-6xl scroll-mt-20 px-4 py-20"
      >
        <h2 id="features-title" className="text-3xl font-bold">
          Features
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-3">
          {FEATURES.map((f) => (
            <li key={f.title} className="rounded-2xl border border-night-700 bg-night-800 p-6">
              <h3 className="text-lg font-semibold">{f.title}</h3>
              <p className="mt-2 text-slate-300">{f.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        id="faq"
        aria-labelledby="faq-title"
        className="mx-auto max-w-3xl scroll-mt-20 px-4 py-20"
      >
        <h2 id="faq-title" className="text-3xl font-bold">
          Frequently asked questions
        </h2>
        <dl className="mt-8 flex flex-col gap-6">
          {FAQ.map((item) => (
            <div key={item.q}>
              <dt className="font-semibold">{item.q}</dt>
              <dd className="mt-1 text-slate-300">{item.a}</dd>
            </div>
          ))}
        </dl>
      </section>
    </main>
  );
}
