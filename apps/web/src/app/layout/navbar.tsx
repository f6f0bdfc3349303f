import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';

const LINKS = [
  { label: 'Home', hash: 'hero' },
  { label: 'Features', hash: 'features' },
  { label: 'Packages', to: '/packages' },
  { label: 'FAQ', hash: 'faq' },
  { label: 'Contact', to: '/contact' },
] as const;

/** A plain navigation bar (spec §2); its full design comes later. */
export function Navbar() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const onHome = pathname === '/';
  const close = () => setOpen(false);

  const items = LINKS.map((link) =>
    'hash' in link ? (
      onHome ? (
        <a key={link.label} href={`#${link.hash}`} onClick={close} className="hover:text-white">
          {link.label}
        </a>
      ) : (
        <Link key={link.label} to={`/#${link.hash}`} onClick={close} className="hover:text-white">
          {link.label}
        </Link>
      )
    ) : (
      <NavLink
        key={link.label}
        to={link.to}
        onClick={close}
        className={({ isActive }) => cn('hover:text-white', isActive && 'text-white')}
      >
        {link.label}
      </NavLink>
    ),
  );

  return (
    <header className="sticky top-0 z-40 border-b border-night-700 bg-night-900/90 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center gap-6 px-4 py-3">
        <Link to="/" className="text-xl font-extrabold tracking-tight">
          Stream<span className="text-brand-500">front</span>
        </Link>
        <div className="hidden flex-1 items-center gap-6 text-sm text-slate-300 md:flex">
          {items}
        </div>
        <div className="ml-auto flex items-center gap-3">
          <Link to="/packages" className={buttonClasses('primary', 'sm')}>
            Subscribe
          </Link>
          <Link
            to="/login"
            aria-label="Login"
            title="Login"
            className="rounded-full p-2 hover:bg-night-800"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 fill-current">
              <path d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5Z" />
            </svg>
          </Link>
          <button
            type="button"
            className="rounded-md p-2 hover:bg-night-800 md:hidden"
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen((o) => !o)}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-5 w-5 stroke-current"
              fill="none"
              strokeWidth="2"
            >
              <path d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'} />
            </svg>
          </button>
        </div>
      </nav>
      {open && (
        <div
          id="mobile-menu"
          className="flex flex-col gap-4 border-t border-night-700 px-4 py-4 text-slate-300 md:hidden"
        >
          {items}
          <Link to="/login" onClick={close} className="hover:text-white">
            Login / Register
          </Link>
        </div>
      )}
    </header>
  );
}
