import { trialLength } from '@streamfront/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/features/auth/session/use-session';
import { VerifyEmailNotice } from '@/features/email-verification/components/verify-email-notice';
import { ordersKeys } from '@/features/orders/api/orders-keys';
import { PageHead } from '@/features/seo/page-head';
import { subscriptionAccessKeys } from '@/features/subscription-access/api/subscription-access-keys';
import { useServices } from '@/features/services/api/get-services';
import { StartTrial } from '@/features/trials/components/start-trial';
import { useArrivalFocus } from '@/lib/use-arrival-focus';
import { RequireSignIn } from './require-sign-in';
import { useEmailVerifiedInSession } from './use-email-verified-in-session';

/** /trial/:serviceId: a package's free trial, for a signed-in customer (decision 055). */
export function TrialPage() {
  const { serviceId = '' } = useParams();
  return (
    <RequireSignIn>
      <TrialMain serviceId={serviceId} />
    </RequireSignIn>
  );
}

// Mounted once signed in: the heading is there to take the focus.
function TrialMain({ serviceId }: { serviceId: string }) {
  const heading = useArrivalFocus<HTMLHeadingElement>();
  // The link may have been opened since sign-in, here or on another device.
  useEmailVerifiedInSession();
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The account page shows the trial's login and its order: both fresh when it opens.
  const started = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: subscriptionAccessKeys.mine }),
      queryClient.invalidateQueries({ queryKey: ordersKeys.mine }),
    ]);
    await navigate('/account');
  };
  const services = useServices({ inlineError: true });
  const service = services.data?.find((s) => s._id === serviceId);
  const title = service?.trialHours
    ? `Try ${service.name} free for ${trialLength(service.trialHours)}`
    : 'Free trial';
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-14 sm:px-6 lg:px-8">
      <PageHead title={title} description="Try a package free before you order it." />
      <h1
        ref={heading}
        tabIndex={-1}
        className="mb-8 text-3xl font-extrabold tracking-tight text-white sm:text-4xl"
      >
        {title}
      </h1>
      {services.isPending ? (
        <Spinner size="lg" label="Loading the package…" />
      ) : services.isError ? (
        <LoadError message={services.error.message} onRetry={() => void services.refetch()} />
      ) : service && service.trialHours > 0 ? (
        <StartTrial
          service={service}
          // Shown only while the server says the email is not verified, with a new link.
          verifyNotice={user && <VerifyEmailNotice email={user.email} />}
          onStarted={() => void started()}
        />
      ) : (
        <Alert>
          This package has no free trial.{' '}
          <Link to="/packages" className="font-semibold underline underline-offset-4">
            See the packages
          </Link>
        </Alert>
      )}
    </main>
  );
}
