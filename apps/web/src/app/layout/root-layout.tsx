import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useSession } from '@/features/auth/session/use-session';
import { ContentProtection } from '@/features/content-protection/use-content-protection';
import { FaviconSync } from '@/features/site/components/favicon-sync';
import { cn } from '@/lib/cn';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { isAdminPath, protectsContent, showsFooter, showsNavbar } from './chrome-rules';

/**
 * Declarative routing has no scroll restoration: a new page starts at the top, while Back
 * and Forward leave the browser's own restoring alone and a /#section link is home's to scroll.
 */
function useScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'POP' || window.location.hash || window.scrollY === 0) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, navigationType]);
}

/**
 * Spec §6 for the page on screen. Its own component, so the session settling at start-up
 * re-renders this alone rather than the whole layout and page.
 */
function PageProtection({ pathname }: { pathname: string }) {
  const { user } = useSession();
  return <ContentProtection enabled={protectsContent(pathname, user?.role)} />;
}

/** Every page: navigation bar and footer where spec §2 shows them, lazy pages in between. */
export function RootLayout() {
  const { pathname } = useLocation();
  useScrollToTopOnNavigate();

  return (
    <div
      className={cn(
        'flex min-h-screen flex-col',
        // The footer and the admin frame keep the chat launcher's room themselves, in their
        // own colour; the stand-alone pages get it here.
        !showsFooter(pathname) && !isAdminPath(pathname) && 'pb-chat-launcher',
      )}
    >
      <PageProtection pathname={pathname} />
      <FaviconSync />
      {showsNavbar(pathname) && <Navbar />}
      {/*
        The footer waits with the page: shown under a spinner it would jump down when the page
        arrives, a layout shift the visitor sees (and Lighthouse counts).
      */}
      <Suspense
        fallback={
          <div className="min-h-svh">
            <PageSpinner />
          </div>
        }
      >
        <div id="main-content" tabIndex={-1} className="flex flex-1 flex-col outline-none">
          <Outlet />
        </div>
        {showsFooter(pathname) && <Footer />}
      </Suspense>
    </div>
  );
}
