import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { Checkout } from '@/features/orders/components/checkout';
import { PageHead } from '@/features/seo/page-head';
import { RequireSignIn } from './require-sign-in';
import { useServices } from '@/features/services/api/get-services';
import { useSite } from '@/features/site/api/get-site';
import { useArrivalFocus } from '@/lib/use-arrival-focus';
import { LoadError } from '@/components/ui/load-error';

function CheckoutBody({ serviceId }: { serviceId: string }) {
  const services = useServices({ inlineError: true });
  // The admin's payment words; without them the checkout explains its built-in methods.
  const site = useSite().data;
  const paymentInstructions = site?.paymentInstructions ?? '';
  // "Pay by card" only once the server says it has a card processor: never a dead option.
  const cardPayments = site?.cardPayments ?? false;
  if (services.isPending) return <Spinner size="lg" label="Loading the package…" />;
  if (services.isError) {
    return <LoadError message={services.error.message} onRetry={() => void services.refetch()} />;
  }
  const service = services.data.find((s) => s._id === serviceId);
  if (!service) {
    return (
      <Alert>
        This package is not available any more.{' '}
        <Link to="/packages" className="font-semibold underline underline-offset-4">
          Choose another package
        </Link>
      </Alert>
    );
  }
  return (
    <Checkout
      service={service}
      paymentInstructions={paymentInstructions}
      cardPayments={cardPayments}
    />
  );
}

/** /checkout/:serviceId: review a package, check a promo code, place the order. */
export function CheckoutPage() {
  const { serviceId = '' } = useParams();
  return (
    <RequireSignIn>
      <CheckoutMain serviceId={serviceId} />
    </RequireSignIn>
  );
}

// Its own component, mounted once signed in: the heading is there to take the focus.
function CheckoutMain({ serviceId }: { serviceId: string }) {
  const heading = useArrivalFocus<HTMLHeadingElement>();
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-14 sm:px-6 lg:px-8">
      <PageHead title="Checkout" description="Review your package and place your order." />
      <h1
        ref={heading}
        tabIndex={-1}
        className="mb-8 text-3xl font-extrabold tracking-tight text-white sm:text-4xl"
      >
        Checkout
      </h1>
      <CheckoutBody serviceId={serviceId} />
    </main>
  );
}
