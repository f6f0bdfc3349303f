import { DATA_RIGHTS_MESSAGES } from '@streamfront/contract';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { YourData } from '@/features/account-data/components/your-data';
import { VerifyEmailNotice } from '@/features/email-verification/components/verify-email-notice';
import { EmailPreferences } from '@/features/mail-preferences/components/email-preferences';
import { MyOrders } from '@/features/orders/components/my-orders';
import { useSession } from '@/features/auth/session/use-session';
import { ProfileSettings } from '@/features/profile/components/profile-settings';
import { PageHead } from '@/features/seo/page-head';
import { MyQuestions } from '@/features/queries/components/my-questions';
import { SignedInSessions } from '@/features/sessions/components/signed-in-sessions';
import { YourSubscription } from '@/features/subscription-access/components/your-subscription';
import { useArrivalFocus } from '@/lib/use-arrival-focus';
import { RequireSignIn } from './require-sign-in';
import { useEmailVerifiedInSession } from './use-email-verified-in-session';

function Profile() {
  const { user, updateUser } = useSession();
  if (!user) return null;
  return (
    <ProfileSettings
      user={user}
      onUserChange={updateUser}
      onToken={(token) => updateUser({ token })}
    />
  );
}

/** "Your data": once the account is closed, this browser signs out and goes home. */
function AccountData() {
  const { logout } = useSession();
  const navigate = useNavigate();
  return (
    <YourData
      onClosed={() => {
        navigate('/', { replace: true });
        logout();
        toast.success(DATA_RIGHTS_MESSAGES.closed);
      }}
    />
  );
}

/**
 * /account, for a signed-in customer: first what they came for most often (their
 * subscription, its access details and how to watch), then profile, password, email
 * preferences, order history and questions, then their data: a copy, or closing the account.
 */
export function AccountPage() {
  return (
    <RequireSignIn>
      <AccountMain />
    </RequireSignIn>
  );
}

// Its own component, mounted once signed in: the heading is there to take the focus.
function AccountMain() {
  const heading = useArrivalFocus<HTMLHeadingElement>();
  const { user } = useSession();
  useEmailVerifiedInSession();
  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-12 px-4 py-14 sm:px-6 lg:px-8">
      <PageHead
        title="My account"
        description="Your subscription and access details, how to start watching, then your profile, password, email preferences and orders."
      />
      <h1
        ref={heading}
        tabIndex={-1}
        className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl"
      >
        My account
      </h1>
      <YourSubscription />
      {/* Before the rest: until the email is verified, a free trial waits for it. */}
      {user && <VerifyEmailNotice email={user.email} />}
      <Profile />
      <EmailPreferences />
      <SignedInSessions />
      <MyOrders />
      <MyQuestions />
      <AccountData />
    </main>
  );
}
