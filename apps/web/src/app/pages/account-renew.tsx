import { useParams } from 'react-router';
import { RenewSubscription } from '@/features/orders/components/renew-subscription';
import { PageHead } from '@/features/seo/page-head';
import { useSite } from '@/features/site/api/get-site';
import { useArrivalFocus } from '@/lib/use-arrival-focus';
import { RequireSignIn } from './require-sign-in';

/**
 * /account/renew/:orderId: the renew link of the reminder and ended mails (the contract's
 * `renewPath`). Signed out, sign-in comes back here; signed in, the renewal is ordered.
 */
export function AccountRenewPage() {
  const { orderId = '' } = useParams();
  return (
    <RequireSignIn>
      <RenewMain orderId={orderId} />
    </RequireSignIn>
  );
}

// Its own component, mounted once signed in: the heading is there to take the focus.
function RenewMain({ orderId }: { orderId: string }) {
  const heading = useArrivalFocus<HTMLHeadingElement>();
  // The admin's payment words; without them the confirmation explains the built-in methods.
  const paymentInstructions = useSite().data?.paymentInstructions ?? '';
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-14 sm:px-6 lg:px-8">
      <PageHead
        title="Renew your subscription"
        description="Order the next period of your package."
      />
      <h1
        ref={heading}
        tabIndex={-1}
        className="mb-8 text-3xl font-extrabold tracking-tight text-white sm:text-4xl"
      >
        Renew your subscription
      </h1>
      <RenewSubscription
        key={orderId}
        orderId={orderId}
        paymentInstructions={paymentInstructions}
      />
    </main>
  );
}
