import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { loginPathFor } from '@/features/auth/return-url';
import { useSession } from '@/features/auth/session/use-session';

/** Customer pages: a visitor signs in first and comes back to the same address. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  const location = useLocation();
  if (loading) return <PageSpinner label="Checking your session…" />;
  if (!user) return <Navigate to={loginPathFor(location.pathname, location.search)} replace />;
  return children;
}
