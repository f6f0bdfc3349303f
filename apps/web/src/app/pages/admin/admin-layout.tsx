import { Suspense, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useSession } from '@/features/auth/session/use-session';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { cn } from '@/lib/cn';
import { AdminDrawer } from './admin-drawer';
import { AdminSectionLinks } from './admin-sidebar';
import { AdminUserMenu } from './admin-user-menu';

const COLLAPSED_KEY = 'admin.sidebarCollapsed';

function storedCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The back-office frame: a sidebar with every admin section (collapsible on a desktop, a
 * drawer on a phone), a header with the notifications bell and the admin's menu, the page
 * beside it. Everything here is in the admin chunks, never in the public bundle.
 */
export function AdminLayout() {
  const { user, logout } = useSession();
  const [collapsed, setCollapsed] = useState(storedCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();

  // Any navigation (a link, Back) closes the drawer.
  const [drawerPath, setDrawerPath] = useState(pathname);
  if (drawerPath !== pathname) {
    setDrawerPath(pathname);
    setDrawerOpen(false);
  }

  function toggleCollapsed() {
    setCollapsed((value) => {
      try {
        localStorage.setItem(COLLAPSED_KEY, value ? '0' : '1');
      } catch {
        // Private mode: the choice lasts for this visit.
      }
      return !value;
    });
  }

  const brand = (
    <Link to="/admin/dashboard" className="text-lg font-extrabold tracking-tight">
      Stream<span className="text-brand-500">front</span>{' '}
      <span className="text-xs font-semibold uppercase text-slate-400">Admin</span>
    </Link>
  );

  return (
    <div className="flex min-h-screen bg-night-950">
      {!collapsed && (
        <aside
          id="admin-sidebar"
          className="hidden w-60 shrink-0 border-r border-night-700 bg-night-900 md:block"
        >
          <div className="px-4 py-4">{brand}</div>
          <nav aria-label="Admin sections" className="px-2 pb-4">
            <AdminSectionLinks />
          </nav>
        </aside>
      )}
      <AdminDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center gap-3 border-b border-night-700 px-4 py-3 text-sm md:px-6">
          <button
            type="button"
            className="rounded-md px-2 py-1 text-slate-200 hover:bg-night-800 md:hidden"
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            Menu
          </button>
          <button
            type="button"
            className="hidden rounded-md px-2 py-1 text-slate-200 hover:bg-night-800 md:inline-flex"
            aria-controls="admin-sidebar"
            aria-expanded={!collapsed}
            onClick={toggleCollapsed}
          >
            {collapsed ? 'Show sections' : 'Hide sections'}
          </button>
          <span className={cn('shrink-0', !collapsed && 'md:hidden')}>{brand}</span>
          <div className="ml-auto flex min-w-0 items-center gap-2 md:gap-4">
            <Link to="/" className="hidden text-slate-300 hover:text-white sm:inline">
              View site
            </Link>
            <NotificationBell
              user={user}
              onSessionExpired={logout}
              viewAllHref="/admin/notifications"
            />
            {user && (
              <AdminUserMenu
                name={user.name?.trim() || user.email}
                email={user.email}
                photo={user.photo}
                onSignOut={logout}
              />
            )}
          </div>
        </header>
        <main className="flex-1 px-4 pt-8 pb-chat-launcher md:px-6">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
