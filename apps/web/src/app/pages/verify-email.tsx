import { useSearchParams } from 'react-router';
import { useSession } from '@/features/auth/session/use-session';
import { VerifyEmailResult } from '@/features/email-verification/components/verify-email-result';
import { PageHead } from '@/features/seo/page-head';
import { useEmailVerifiedInSession } from './use-email-verified-in-session';

/**
 * /verify-email?token=…: where a verification mail's link lands. No sign-in: the token names
 * the account, and the link is often opened on a phone while the account is signed in
 * elsewhere. Linked from mail only, never from the site's navigation.
 */
export function VerifyEmailPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const { user } = useSession();
  // A verified link refreshes this (the feature invalidates it): whoever is signed in here
  // learns their own state, which is not necessarily the link's account.
  useEmailVerifiedInSession();
  return (
    <main className="mx-auto flex w-full max-w-2xl flex-col gap-8 px-4 py-14 sm:px-6 sm:py-20">
      <PageHead
        title="Verify your email"
        description="Confirm that your email address belongs to your account."
      />
      <h1 className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">
        Verify your email
      </h1>
      <VerifyEmailResult key={token} token={token} signedIn={user !== null} />
    </main>
  );
}
