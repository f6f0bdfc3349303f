import { Link, useSearchParams } from 'react-router';
import { useSession } from '@/features/auth/session/use-session';
import { ContactForm } from '@/features/contact/components/contact-form';
import { useSite } from '@/features/site/api/get-site';
import { SITE_DEFAULTS } from '@/features/site/site-defaults';
import { PublicPage } from './public-page';

const SELF_HELP = [
  {
    to: '/help-center',
    label: 'Help Center',
    text: 'Answers about accounts, billing and watching.',
  },
  {
    to: '/setup-guide',
    label: 'Setup Guide',
    text: 'Install and sign in on each of your devices.',
  },
  {
    to: '/report-content',
    label: 'Report content',
    text: 'A channel or title is not playing properly.',
  },
  { to: '/vod-request', label: 'Request a title', text: 'Ask us to add a movie or series.' },
];

export function ContactPage() {
  const { user } = useSession();
  const site = useSite().data ?? SITE_DEFAULTS;
  const [params] = useSearchParams();
  const subject = params.get('subject')?.slice(0, 150) ?? undefined;

  return (
    <PublicPage
      title="Contact us"
      eyebrow="Support"
      headTitle="Contact Streamfront Support"
      description="Questions about Streamfront packages, billing, set-up or playback? Send our support team a message and get a reply by email within one business day."
      intro="Questions about packages, billing, set-up or playback? Send us a message and a member of our team replies by email, usually within one business day."
    >
      <div className="grid gap-10 lg:grid-cols-[1.6fr_1fr]">
        <div className="min-w-0 rounded-3xl border border-night-700 bg-night-800/60 p-6 sm:p-8">
          <h2 className="text-xl font-bold text-white">Send us a message</h2>
          <div className="mt-6">
            <ContactForm
              // A session that finishes loading after the first render fills in the form anew.
              key={user?.id ?? 'visitor'}
              accountEmail={user?.email || undefined}
              accountName={user?.name}
              initialSubject={subject}
            />
          </div>
        </div>
        <aside aria-label="Other ways to get help" className="flex flex-col gap-6">
          <div className="rounded-3xl border border-night-700 bg-night-800/40 p-6">
            <h2 className="text-lg font-bold text-white">
              {site.contactPhone ? 'Email and phone' : 'Email'}
            </h2>
            <p className="mt-2 text-slate-300">
              Prefer your own mail app? Write to{' '}
              <a
                href={`mailto:${site.supportEmail}`}
                className="font-semibold text-brand-300 underline underline-offset-4"
              >
                {site.supportEmail}
              </a>
              .
            </p>
            {site.contactPhone && (
              <p className="mt-3 text-slate-300">
                Or call us on{' '}
                <a
                  href={`tel:${site.contactPhone.replace(/[^\d+]/g, '')}`}
                  className="font-semibold text-brand-300 underline underline-offset-4"
                >
                  {site.contactPhone}
                </a>
                .
              </p>
            )}
            <p className="mt-3 text-sm text-slate-400">
              Monday to Friday, 8:00 to 20:00. Weekend messages are answered on Monday.
            </p>
          </div>
          <div className="rounded-3xl border border-night-700 bg-night-800/40 p-6">
            <h2 className="text-lg font-bold text-white">Find an answer now</h2>
            <ul className="mt-4 flex flex-col gap-4">
              {SELF_HELP.map((item) => (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    className="font-semibold text-brand-300 underline-offset-4 hover:underline"
                  >
                    {item.label}
                  </Link>
                  <p className="text-sm text-slate-400">{item.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </aside>
      </div>
    </PublicPage>
  );
}
