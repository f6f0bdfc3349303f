import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';

const itemClasses =
  'block w-full rounded-md px-3 py-2 text-left text-sm text-slate-200 hover:bg-night-800 hover:text-white';

/**
 * The admin's name, opening a short list: profile, settings, sign out. A disclosure (a
 * button and the list it shows) rather than an ARIA menu: plain links and a button that
 * Tab reaches in order. Escape or a click elsewhere closes it.
 */
export function AdminUserMenu({
  name,
  email,
  photo,
  onSignOut,
}: {
  name: string;
  email: string;
  photo?: string | null | undefined;
  onSignOut: () => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // Following one of its links closes it.
  const [shownAt, setShownAt] = useState(pathname);
  if (shownAt !== pathname) {
    setShownAt(pathname);
    setOpen(false);
  }

  useLayoutEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative min-w-0">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => setOpen((value) => !value)}
        className="flex max-w-full min-w-0 items-center sm:max-w-48 gap-2 rounded-md px-2 py-1.5 text-sm text-slate-200 hover:bg-night-800"
      >
        <Avatar name={name} photo={photo} className="h-7 w-7 text-xs" />
        <span className="sr-only">Account: </span>
        <span className="truncate">{name}</span>
        <span aria-hidden="true" className="text-xs">
          ▾
        </span>
      </button>
      <div
        id={`${id}-menu`}
        hidden={!open}
        className={cn(
          'absolute right-0 z-30 mt-2 w-56 rounded-lg border border-night-700 bg-night-900 p-1 shadow-xl',
        )}
      >
        <p className="truncate px-3 py-2 text-xs text-slate-400">{email}</p>
        <ul>
          <li>
            <Link to="/admin/profile" className={itemClasses}>
              Profile
            </Link>
          </li>
          <li>
            <Link to="/admin/settings" className={itemClasses}>
              Settings
            </Link>
          </li>
          <li>
            <button type="button" className={itemClasses} onClick={onSignOut}>
              Sign out
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
