import { useParams } from 'react-router';
import { CheckoutReturn } from '@/features/orders/components/checkout-return';
import { PageHead } from '@/features/seo/page-head';
import { useArrivalFocus } from '@/lib/use-arrival-focus';
import { RequireSignIn } from './require-sign-in';

/**
 * /checkout/:orderId/return: where the card processor's page sends the customer back (the
 * contract's `checkoutReturnPath`), paid or not. Signed out, sign-in comes back here.
 */
export function CheckoutReturnPage() {
  const { orderId = '' } = useParams();
  return (
    <RequireSignIn>
      <ReturnMain orderId={orderId} />
    </RequireSignIn>
  );
}

// Its own component, mounted once signed in: the heading is there to take the focus.
function ReturnMain({ orderId }: { orderId: string }) {
  const heading = useArrivalFocus<HTMLHeadingElement>();
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-14 sm:px-6 lg:px-8">
      <PageHead title="Your payment" description="The state of your order and its payment." />
      <h1
        ref={heading}
        tabIndex={-1}
        className="mb-8 text-3xl font-extrabold tracking-tight text-white sm:text-4xl"
      >
        Your payment
      </h1>
      <CheckoutReturn key={orderId} orderId={orderId} />
    </main>
  );
}
