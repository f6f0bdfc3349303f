import { SOCIAL_NETWORK_NAMES } from '@streamfront/contract/plain';
import { Link } from 'react-router';
import { useSite } from '@/features/site/api/get-site';
import { SITE_DEFAULTS } from '@/features/site/site-defaults';
import { APP_VERSION } from '../app-version';
import { Logo } from './logo';
import { SectionLink } from './nav-links';

const linkClass = 'text-slate-300 transition-colors hover:text-white';

const HELP_LINKS = [
  { to: '/help-center', label: 'Help Center' },
  { to: '/setup-guide', label: 'Setup Guide' },
  { to: '/contact', label: 'Contact us' },
  { to: '/vod-request', label: 'Request a title' },
  { to: '/report-content', label: 'Report content' },
];

const LEGAL_LINKS = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/refund-policy', label: 'Refund Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
];

/** Spec §2: logo link, 'Live Sports | Live TV | VOD', the copyright line; plus the site map. */
export function Footer() {
  const site = useSite().data ?? SITE_DEFAULTS;
  const year = new Date().getFullYear();

  return (
    <footer className="border-t border-night-700 bg-night-950">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-14 sm:grid-cols-3 sm:px-6 lg:grid-cols-[1.5fr_1fr_1fr_1fr] lg:px-8">
        <div className="col-span-2 flex flex-col items-start gap-4 sm:col-span-3 lg:col-span-1">
          <Logo />
          <p className="text-sm font-semibold tracking-wide text-brand-300">
            Live Sports | Live TV | VOD
          </p>
          <p className="max-w-xs text-sm text-slate-400">
            Live channels, every big match and a library of films and series on every screen in your
            home.
          </p>
          <a href={`mailto:${site.supportEmail}`} className={`text-sm ${linkClass}`}>
            {site.supportEmail}
          </a>
          {site.socialLinks.length > 0 && (
            <ul aria-label="Follow us" className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
              {site.socialLinks.map((link) => (
                <li key={link.network}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={`${linkClass} underline-offset-4 hover:underline`}
                  >
                    {SOCIAL_NETWORK_NAMES[link.network]}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>

        <nav aria-label="Watch" className="text-sm">
          <h2 className="font-semibold text-white">Watch</h2>
          <ul className="mt-4 flex flex-col gap-3">
            <li>
              <Link to="/packages" className={linkClass}>
                Packages
              </Link>
            </li>
            <li>
              <SectionLink hash="features" className={linkClass}>
                Features
              </SectionLink>
            </li>
            <li>
              <SectionLink hash="faq" className={linkClass}>
                FAQ
              </SectionLink>
            </li>
            <li>
              <a
                href={site.webPlayerUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={linkClass}
              >
                Web Player
              </a>
            </li>
          </ul>
        </nav>

        <LinkColumn title="Help" links={HELP_LINKS} />

        <LinkColumn title="Legal" links={LEGAL_LINKS} />
      </div>
      <div className="border-t border-night-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 pt-6 pb-chat-launcher text-xs text-slate-400 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>© {year} Streamfront. All Rights Reserved.</p>
          <p>Version {APP_VERSION}</p>
        </div>
      </div>
    </footer>
  );
}

/** One titled column of site links. */
function LinkColumn({
  title,
  links,
}: {
  title: string;
  links: readonly { to: string; label: string }[];
}) {
  return (
    <nav aria-label={title} className="text-sm">
      <h2 className="font-semibold text-white">{title}</h2>
      <ul className="mt-4 flex flex-col gap-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
