import { useEffect, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Navigate, useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useValidateSession } from '../api/validate-session';
import { loginPathFor } from '../return-url';
import { normalizeRole } from '../session/session-user';
import { useSession } from '../session/use-session';

/**
 * Renders the admin tree only once the server has confirmed the admin role: the role kept in
 * the browser can be edited by anyone, so it only decides what to show while waiting.
 * Visitors go to /login with a returnUrl; signed-in customers go back to the home page.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  const location = useLocation();
  const validation = useValidateSession(user?.id ?? '', !loading && user !== null);

  if (loading) return <PageSpinner label="Checking your session…" />;
  if (!user) return <Navigate to={loginPathFor(location.pathname, location.search)} replace />;
  if (validation.isPending) return <PageSpinner label="Checking your access…" />;

  if (validation.isError) {
    return (
      <GuardMessage title="We could not check your access">
        <Alert>{validation.error.message}</Alert>
        <Button onClick={() => void validation.refetch()}>Try again</Button>
      </GuardMessage>
    );
  }

  if (normalizeRole(validation.data.data.role) !== 'admin') return <RefuseCustomer />;

  return children;
}

export const ADMINS_ONLY_MESSAGE = 'The admin area is for admins only.';

/** A signed-in customer is sent back to the site, with a word on why. */
function RefuseCustomer() {
  useEffect(() => {
    // The id keeps it to one toast however often this renders.
    toast.error(ADMINS_ONLY_MESSAGE, { id: 'admins-only' });
  }, []);
  return <Navigate to="/" replace />;
}

function GuardMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="mx-auto flex min-h-screen max-w-lg flex-col justify-center gap-5 px-6">
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
    </main>
  );
}
