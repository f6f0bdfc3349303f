import { useEffect, useRef, type RefObject } from 'react';
import { Link } from 'react-router';
import { useDialog } from '@/components/ui/use-dialog';
import type { SessionUser } from '@/features/auth/session/session-user';
import { CloseIcon, PlayerIcon, SignOutIcon, UserIcon, WikiIcon } from './icons';
import { NAV_LINKS, NavItem } from './nav-links';

const itemClass =
  'flex min-h-12 items-center gap-3 rounded-lg px-3 text-base font-medium text-slate-200 transition-colors hover:bg-white/5 hover:text-white';

export interface MobileMenuProps {
  id: string;
  user: SessionUser | null;
  displayName: string;
  wikiUrl: string;
  webPlayerUrl: string;
  /** The menu button: the focus goes back to it when the menu closes. */
  toggleRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  onSignOut: () => void;
}

// The navigation bar's row, for the close button drawn over its menu button.
const BAR_ROW = 'mx-auto flex h-16 max-w-7xl items-center justify-end px-3 sm:px-6 lg:px-8';

/**
 * The navigation bar's menu on small screens: the same links plus 'Login / Register' (spec
 * §2), a modal <dialog> (useDialog) under the bar. It opens on its first link; Tab goes round
 * its links and its close button, drawn where the menu button is, never to the page behind.
 * A link, Escape or a click beside it closes it, and the focus goes back to the menu button.
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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const firstLinkRef = useRef<HTMLUListElement>(null);
  useDialog(dialogRef, {
    open: true,
    initialFocus: () => firstLinkRef.current?.querySelector<HTMLElement>('a'),
    returnFocus: () => toggleRef.current,
    onCancel: onClose,
  });

  useEffect(() => {
    // A click beside it (the backdrop is the dialog itself) closes it.
    function onPointerDown(event: PointerEvent) {
      const target = event.target as Node | null;
      const inside = dialogRef.current?.contains(target) && target !== dialogRef.current;
      if (!inside) onClose();
    }
    // Wide enough for the bar's own links, the menu has nothing to add.
    const wide = window.matchMedia('(min-width: 64rem)');
    const onWide = () => {
      if (wide.matches) onClose();
    };
    document.addEventListener('pointerdown', onPointerDown);
    wide.addEventListener('change', onWide);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      wide.removeEventListener('change', onWide);
    };
  }, [onClose]);

  const close = () => onClose();

  return (
    <dialog
      id={id}
      ref={dialogRef}
      aria-label="Menu"
      className="fixed inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-0 border-b border-night-700 bg-night-950 p-0 text-slate-200 shadow-2xl shadow-black/60 backdrop:bg-transparent"
    >
      <div className="pointer-events-none fixed inset-x-0 top-0">
        <div className={BAR_ROW}>
          <button
            type="button"
            aria-label="Close menu"
            onClick={close}
            className="pointer-events-auto inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-200 transition-colors hover:bg-white/10"
          >
            <CloseIcon />
          </button>
        </div>
      </div>
      <ul ref={firstLinkRef} className="mx-auto flex max-w-7xl flex-col gap-1 px-3 py-4 sm:px-6">
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
                onClose();
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
    </dialog>
  );
}
