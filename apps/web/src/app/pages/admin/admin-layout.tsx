import { Suspense, useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useSession } from '@/features/auth/session/use-session';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { cn } from '@/lib/cn';
import { ADMIN_SECTIONS } from './admin-sections';

/** The back-office frame: a sidebar with every admin section, the page beside it. */
export function AdminLayout() {
  const { user, logout } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <div className="flex min-h-screen flex-col bg-night-950 md:flex-row">
      <aside className="border-b border-night-700 bg-night-900 md:w-60 md:shrink-0 md:border-r md:border-b-0">
        <div className="flex items-center justify-between px-4 py-4">
          <Link to="/admin/dashboard" className="text-lg font-extrabold tracking-tight">
            Stream<span className="text-brand-500">front</span>{' '}
            <span className="text-xs font-semibold uppercase text-slate-400">Admin</span>
          </Link>
          <button
            type="button"
            className="rounded-md px-2 py-1 text-sm text-slate-300 hover:bg-night-800 md:hidden"
            aria-expanded={menuOpen}
            aria-controls="admin-sections"
            onClick={() => setMenuOpen((open) => !open)}
          >
            Menu
          </button>
        </div>
        <nav
          id="admin-sections"
          aria-label="Admin sections"
          className={cn('px-2 pb-4 md:block', menuOpen ? 'block' : 'hidden')}
        >
          <ul className="flex flex-col gap-0.5">
            {ADMIN_SECTIONS.map((section) => (
              <li key={section.path}>
                <NavLink
                  to={`/admin/${section.path}`}
                  // /admin/settings must not light up on /admin/settings/favicon.
                  end
                  onClick={() => setMenuOpen(false)}
                  className={({ isActive }) =>
                    cn(
                      'block rounded-md px-3 py-2 text-sm',
                      isActive
                        ? 'bg-brand-600/20 font-semibold text-white'
                        : 'text-slate-300 hover:bg-night-800 hover:text-white',
                    )
                  }
                >
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center justify-end gap-4 border-b border-night-700 px-6 py-3 text-sm">
          <Link to="/" className="text-slate-300 hover:text-white">
            View site
          </Link>
          <NotificationBell
            user={user}
            onSessionExpired={logout}
            viewAllHref="/admin/notifications"
          />
          <span className="text-slate-400">{user?.email}</span>
          <Button variant="secondary" size="sm" onClick={logout}>
            Sign out
          </Button>
        </header>
        <main className="flex-1 px-6 pt-8 pb-chat-launcher">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
