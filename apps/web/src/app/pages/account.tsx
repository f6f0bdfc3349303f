import { ChangePasswordForm } from '@/features/orders/components/change-password-form';
import { MyOrders } from '@/features/orders/components/my-orders';
import { useSession } from '@/features/auth/session/use-session';
import { PageHead } from '@/features/seo/page-head';
import { RequireSignIn } from './require-sign-in';

function Profile() {
  const { user } = useSession();
  return (
    <section aria-labelledby="profile-title" className="flex flex-col gap-3">
      <h2 id="profile-title" className="text-xl font-bold text-white">
        Profile
      </h2>
      <dl className="grid gap-2 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="text-slate-400">Name</dt>
        <dd className="text-white">{user?.name || '—'}</dd>
        <dt className="text-slate-400">Email</dt>
        <dd className="break-all text-white">{user?.email}</dd>
      </dl>
    </section>
  );
}

function ChangePassword() {
  const { updateUser } = useSession();
  return <ChangePasswordForm onToken={(token) => updateUser({ token })} />;
}

/** /account: profile, subscriptions, order history and password, for a signed-in customer. */
export function AccountPage() {
  return (
    <RequireSignIn>
      <main className="mx-auto flex w-full max-w-5xl flex-col gap-12 px-4 py-14 sm:px-6 lg:px-8">
        <PageHead title="My account" description="Your subscriptions, orders and password." />
        <h1 className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">
          My account
        </h1>
        <Profile />
        <MyOrders />
        <section aria-labelledby="password-title" className="flex max-w-lg flex-col gap-4">
          <h2 id="password-title" className="text-xl font-bold text-white">
            Change password
          </h2>
          <ChangePassword />
        </section>
      </main>
    </RequireSignIn>
  );
}
