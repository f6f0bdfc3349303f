import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { showsFooter, showsNavbar } from './chrome-rules';

/** Every page: navigation bar and footer where spec §2 shows them, lazy pages in between. */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      {showsNavbar(pathname) && <Navbar />}
      <div className="flex flex-1 flex-col">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </div>
      {showsFooter(pathname) && <Footer />}
    </div>
  );
}
