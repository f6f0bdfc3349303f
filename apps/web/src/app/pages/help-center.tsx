import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PublicPage } from './public-page';

const SHORTCUTS = [
  {
    to: '/setup-guide',
    title: 'Set up a device',
    text: 'Step-by-step set-up for smart TVs, Fire TV, Android TV, Apple TV, phones and the web.',
  },
  {
    to: '/packages',
    title: 'Packages and prices',
    text: 'Compare channels, sports, screens at once and prices per month or year.',
  },
  {
    to: '/report-content',
    title: 'Report a problem',
    text: 'A channel not playing, buffering, wrong guide data or missing subtitles.',
  },
  {
    to: '/vod-request',
    title: 'Request a title',
    text: 'Tell us which movie or series you would like to see in the library.',
  },
];

const TOPICS: { id: string; title: string; questions: { q: string; a: ReactNode }[] }[] = [
  {
    id: 'account',
    title: 'Account and sign-in',
    questions: [
      {
        q: 'How do I create an account?',
        a: (
          <>
            Select the person icon at the top of any page, or go to{' '}
            <Link to="/login">Login / Register</Link>, choose Register and enter your name, email
            address and a password. You are signed in straight away.
          </>
        ),
      },
      {
        q: 'I forgot my password. What can I do?',
        a: (
          <>
            <Link to="/contact">Contact us</Link> from the email address on your account and our
            team will help you back in. For your security we never ask for your password by email or
            chat.
          </>
        ),
      },
      {
        q: 'Can I share my account with my family?',
        a: 'Yes, within your household. Everyone can sign in on their own devices; your package sets how many streams can play at the same time.',
      },
    ],
  },
  {
    id: 'billing',
    title: 'Packages and billing',
    questions: [
      {
        q: 'How do I choose a package?',
        a: (
          <>
            Every package on the <Link to="/packages">Packages</Link> page lists what it includes
            (live TV, live sports, video on demand), how many screens can watch at once and its
            price. Pick the one that matches what your household watches most.
          </>
        ),
      },
      {
        q: 'Is there a contract?',
        a: 'No. A package runs for the period you paid for, a month or a year, and ends unless you renew it.',
      },
      {
        q: 'Can I get a refund?',
        a: (
          <>
            New subscriptions can be refunded within 7 days of the first payment, and we credit long
            service outages. The <Link to="/refund-policy">Refund Policy</Link> has the details.
          </>
        ),
      },
    ],
  },
  {
    id: 'watching',
    title: 'Watching',
    questions: [
      {
        q: 'Can I watch a programme I missed?',
        a: 'Most live channels keep 7 days of catch-up. Match replays and highlights are added to the sports section shortly after the final whistle.',
      },
      {
        q: 'Which events are in 4K?',
        a: 'Selected matches and events are broadcast in 4K on packages that include it, on 4K-capable TVs and streaming devices. Everything else streams in Full HD.',
      },
      {
        q: 'A title I want is not in the library.',
        a: (
          <>
            Send a <Link to="/vod-request">VOD request</Link> with the title, whether it is a movie
            or a series, and the year. Our content team reviews every request and emails you with
            the outcome.
          </>
        ),
      },
    ],
  },
  {
    id: 'problems',
    title: 'Playback problems',
    questions: [
      {
        q: 'The picture keeps buffering.',
        a: 'Check that your connection gives at least 10 Mbps for HD (25 Mbps for 4K) per screen. Restart the app and your router, move closer to the router or use a cable, and pause other large downloads.',
      },
      {
        q: 'It says too many devices are playing.',
        a: 'Your package limits how many streams play at the same moment. Stop playback on another device, or choose a package with more screens.',
      },
      {
        q: 'A channel is not playing, or the guide is wrong.',
        a: (
          <>
            Please <Link to="/report-content">report it</Link> with the channel name and the time it
            happened. Reports go straight to our operations team.
          </>
        ),
      },
    ],
  },
];

export function HelpCenterPage() {
  return (
    <PublicPage
      title="Help Center"
      eyebrow="Support"
      description="Answers about your Streamfront account, packages and billing, watching live TV, sports and on-demand titles, and fixing playback problems."
      intro="Answers to the questions we hear most about accounts, packages, watching and playback. Can't find yours? Our team replies to every message."
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {SHORTCUTS.map((shortcut) => (
          <li key={shortcut.to}>
            <Link
              to={shortcut.to}
              className="flex h-full flex-col rounded-2xl border border-night-700 bg-night-800/60 p-5 transition-colors hover:border-brand-500/60 hover:bg-night-800"
            >
              <span className="font-semibold text-white">{shortcut.title}</span>
              <span className="mt-1.5 text-sm leading-relaxed text-slate-300">{shortcut.text}</span>
            </Link>
          </li>
        ))}
      </ul>

      <div className="mt-16 grid gap-12 lg:grid-cols-2">
        {TOPICS.map((topic) => (
          <section
            key={topic.id}
            id={topic.id}
            aria-labelledby={`${topic.id}-title`}
            className="scroll-mt-6"
          >
            <h2 id={`${topic.id}-title`} className="text-2xl font-bold tracking-tight text-white">
              {topic.title}
            </h2>
            <div className="mt-5 flex flex-col gap-3">
              {topic.questions.map((item) => (
                <details
                  key={item.q}
                  className="group rounded-xl border border-night-700 bg-night-800/50 open:bg-night-800"
                >
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-semibold text-white [&::-webkit-details-marker]:hidden">
                    {item.q}
                    <span
                      aria-hidden="true"
                      className="text-xl leading-none text-brand-300 transition-transform group-open:rotate-45"
                    >
                      +
                    </span>
                  </summary>
                  <p className="px-5 pb-5 leading-relaxed text-slate-300 [&_a]:font-semibold [&_a]:text-brand-300 [&_a]:underline [&_a]:underline-offset-4">
                    {item.a}
                  </p>
                </details>
              ))}
            </div>
          </section>
        ))}
      </div>

      <div className="mt-16 flex flex-col items-start gap-4 rounded-3xl border border-night-700 bg-gradient-to-br from-night-800 to-night-950 p-8 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-xl font-bold text-white">Still need help?</h2>
          <p className="mt-1 text-slate-300">
            Write to us or ask the chat assistant in the corner of the page. We usually reply within
            one business day.
          </p>
        </div>
        <Link
          to="/contact"
          className="inline-flex shrink-0 items-center justify-center rounded-full bg-brand-600 px-6 py-3 font-semibold text-white transition-colors hover:bg-brand-700"
        >
          Contact support
        </Link>
      </div>
    </PublicPage>
  );
}
