import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { pillClasses } from '@/components/ui/pill-classes';
import { useSession } from '@/features/auth/session/use-session';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { useSite } from '@/features/site/api/get-site';
import { SITE_DEFAULTS } from '@/features/site/site-defaults';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';
import { ExternalIconLink } from './external-links';
import { CloseIcon, MenuIcon, PlayerIcon, SignOutIcon, UserIcon, WikiIcon } from './icons';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NAV_LINKS, NavItem } from './nav-links';
import { useScrolled } from './use-scrolled';

const MENU_ID = 'mobile-menu';

function SkipLink() {
  return (
    <a
      href="#main-content"
      onClick={(event) => {
        // Focus, not a hash change: the home page reads the hash as a section to scroll to.
        event.preventDefault();
        const main = document.getElementById('main-content');
        main?.focus();
        main?.scrollIntoView();
      }}
      className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-brand-600 focus:px-4 focus:py-2 focus:font-semibold focus:text-white"
    >
      Skip to main content
    </a>
  );
}

/**
 * The navigation bar of spec §2. `bell` is the slot for signed-in users' notification bell,
 * shown left of the account.
 */
export function Navbar({ bell }: { bell?: ReactNode }) {
  const { pathname } = useLocation();
  const { user, logout } = useSession();
  const site = useSite().data ?? SITE_DEFAULTS;
  const scrolled = useScrolled();
  // The page the menu was opened on: a new page (back button included) starts with it closed.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const displayName = user ? user.name || user.email || 'Account' : '';

  // The menu gives the focus back to its button itself when it closes.
  const closeMenu = useCallback(() => setOpenOn(null), []);

  return (
    // `data-sticky-header`: index.css keeps what has the focus from scrolling under this bar.
    <header
      data-sticky-header
      data-scrolled={scrolled || undefined}
      className={cn(
        'sticky top-0 z-40 border-b transition-[background-color,border-color,box-shadow] duration-300',
        scrolled || open
          ? 'border-night-700 bg-night-950/95 shadow-lg shadow-black/40 backdrop-blur-md'
          : 'border-transparent bg-night-900/70 backdrop-blur-sm',
      )}
    >
      <SkipLink />
      <nav aria-label="Main" className="relative">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-6 lg:gap-6 lg:px-8">
          <Logo compactBelow={user ? 440 : 400} />
          <ul className="hidden items-center gap-1 lg:flex">
            {NAV_LINKS.map((link) => (
              <li key={link.label}>
                <NavItem
                  link={link}
                  className="rounded-md px-3 py-2 text-sm font-medium text-slate-300 transition-colors hover:text-white"
                  activeClassName="text-white"
                />
              </li>
            ))}
          </ul>

          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <ExternalIconLink href={site.wikiUrl} tooltip="Wikipedia" className="max-sm:hidden">
              <WikiIcon />
            </ExternalIconLink>
            <ExternalIconLink
              href={site.webPlayerUrl}
              tooltip="Web Player"
              className="max-sm:hidden"
            >
              <PlayerIcon />
            </ExternalIconLink>
            {user && (bell ?? <NotificationBell user={user} onSessionExpired={logout} />)}
            {user && (
              <div className="hidden items-center gap-2 lg:flex">
                {user.role === 'admin' && (
                  <Link
                    to="/admin/dashboard"
                    className="rounded-md px-2 py-2 text-sm font-medium text-slate-300 hover:text-white"
                  >
                    Admin
                  </Link>
                )}
                {/* The name leads to the customer's account: orders, subscriptions, password. */}
                <Link
                  to="/account"
                  title="My account"
                  className="flex items-center gap-2 rounded-full py-1 pl-1 pr-2 text-sm text-slate-200 hover:bg-white/10 hover:text-white"
                >
                  <Avatar name={displayName} photo={user.photo} />
                  <span className="max-w-36 truncate font-medium">{displayName}</span>
                </Link>
                <button
                  type="button"
                  onClick={logout}
                  title="Sign out"
                  className="inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-slate-300 transition-colors hover:bg-white/10 hover:text-white"
                >
                  <SignOutIcon />
                  Sign out
                </button>
              </div>
            )}
            {user && (
              <span title={displayName} className="lg:hidden">
                <Avatar name={displayName} photo={user.photo} className="text-sm" />
                <span className="sr-only">Signed in as {displayName}</span>
              </span>
            )}
            {!user && (
              <Link
                to="/login"
                aria-label="Login"
                title="Login"
                className="inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-300 transition-colors hover:bg-white/10 hover:text-white"
              >
                <UserIcon />
              </Link>
            )}
            <Link to="/packages" className={cn(pillClasses('primary', 'sm'), 'max-[359px]:px-3')}>
              Subscribe
            </Link>
            <button
              ref={toggleRef}
              type="button"
              className="inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-200 transition-colors hover:bg-white/10 lg:hidden"
              aria-expanded={open}
              aria-controls={MENU_ID}
              aria-label={open ? 'Close menu' : 'Open menu'}
              onClick={() => setOpenOn(open ? null : pathname)}
            >
              {open ? <CloseIcon /> : <MenuIcon />}
            </button>
          </div>
        </div>

        {open && (
          <MobileMenu
            id={MENU_ID}
            user={user}
            displayName={displayName}
            wikiUrl={site.wikiUrl}
            webPlayerUrl={site.webPlayerUrl}
            toggleRef={toggleRef}
            onClose={closeMenu}
            onSignOut={logout}
          />
        )}
      </nav>
    </header>
  );
}
