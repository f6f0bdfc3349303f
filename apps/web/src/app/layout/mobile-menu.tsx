import { useEffect, useRef, type RefObject } from 'react';
import { Link } from 'react-router';
import type { SessionUser } from '@/features/auth/session/session-user';
import { keepTabWithin, tabStopsIn } from '@/lib/keep-tab-within';
import { PlayerIcon, SignOutIcon, UserIcon, WikiIcon } from './icons';
import { NAV_LINKS, NavItem } from './nav-links';

const itemClass =
  'flex min-h-12 items-center gap-3 rounded-lg px-3 text-base font-medium text-slate-200 transition-colors hover:bg-white/5 hover:text-white';

export interface MobileMenuProps {
  id: string;
  user: SessionUser | null;
  displayName: string;
  wikiUrl: string;
  webPlayerUrl: string;
  /** The toggle button: clicks on it are not "outside", and focus returns to it. */
  toggleRef: RefObject<HTMLButtonElement | null>;
  onClose: (options?: { restoreFocus?: boolean }) => void;
  onSignOut: () => void;
}

/**
 * The navigation bar's menu on small screens: the same links plus 'Login / Register' (spec
 * §2). Closes on a link, on Escape and on a click outside; focus moves into it on opening and
 * Tab goes round it and its toggle until it closes, never to the page hidden behind it.
 */
export function MobileMenu({
  id,
  user,
  displayName,
  wikiUrl,
  webPlayerUrl,
  toggleRef,
  onClose,
  onSignOut,
}: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') onClose({ restoreFocus: true });
      // The toggle comes first: it sits just before the menu on the page.
      const toggle = toggleRef.current;
      keepTabWithin(event, [...(toggle ? [toggle] : []), ...tabStopsIn(panelRef.current)]);
    }
    function onPointerDown(event: PointerEvent) {
      const target = event.target as Node | null;
      if (panelRef.current?.contains(target) || toggleRef.current?.contains(target)) return;
      // Focus follows the click elsewhere, unless it was inside the menu.
      onClose({ restoreFocus: panelRef.current?.contains(document.activeElement) ?? false });
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [onClose, toggleRef]);

  const close = () => onClose();

  return (
    <div
      id={id}
      ref={panelRef}
      className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-night-700 bg-night-950 shadow-2xl shadow-black/60 lg:hidden"
    >
      <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-3 py-4 sm:px-6">
        {NAV_LINKS.map((link) => (
          <li key={link.label}>
            <NavItem
              link={link}
              className={itemClass}
              activeClassName="bg-white/5 text-white"
              onClick={close}
            />
          </li>
        ))}
      </ul>
      <div className="mx-auto flex max-w-7xl flex-col gap-1 border-t border-night-700 px-3 py-4 sm:px-6">
        {user ? (
          <>
            <p className="flex min-h-12 items-center gap-3 px-3 text-sm text-slate-300">
              <UserIcon />
              <span>
                Signed in as <span className="font-semibold text-white">{displayName}</span>
              </span>
            </p>
            <Link to="/account" className={itemClass} onClick={close}>
              My account
            </Link>
            {user.role === 'admin' && (
              <Link to="/admin/dashboard" className={itemClass} onClick={close}>
                Admin dashboard
              </Link>
            )}
            <button
              type="button"
              className={itemClass}
              onClick={() => {
                onSignOut();
                onClose({ restoreFocus: true });
              }}
            >
              <SignOutIcon />
              Sign out
            </button>
          </>
        ) : (
          <Link to="/login" className={itemClass} onClick={close}>
            <UserIcon />
            Login / Register
          </Link>
        )}
        <a
          href={wikiUrl}
          target="_blank"
          rel="noopener noreferrer"
          title="Wikipedia"
          className={itemClass}
          onClick={close}
        >
          <WikiIcon />
          Wikipedia
        </a>
        <a
          href={webPlayerUrl}
          target="_blank"
          rel="noopener noreferrer"
          title="Web Player"
          className={itemClass}
          onClick={close}
        >
          <PlayerIcon />
          Web Player
        </a>
      </div>
    </div>
  );
}
