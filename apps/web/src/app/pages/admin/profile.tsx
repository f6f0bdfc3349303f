import { ProfileSettings } from '@/features/profile/components/profile-settings';
import { useSession } from '@/features/auth/session/use-session';
import { useReloadSessions } from '@/features/sessions/api/get-sessions';
import { SignedInSessions } from '@/features/sessions/components/signed-in-sessions';
import { TwoFactorPanel } from '@/features/two-factor/components/two-factor-panel';
import { AdminPage } from './admin-page';

/** /admin/profile: the admin's own photo, name, email and password, as customers edit theirs. */
export function AdminProfilePage() {
  const { user, updateUser } = useSession();
  const reloadSessions = useReloadSessions();
  return (
    <AdminPage
      title="Profile"
      description="Your photo, name, sign-in email and password, two-factor sign-in, and where you are signed in."
    >
      {user && (
        <ProfileSettings
          user={user}
          onUserChange={updateUser}
          onToken={(token) => updateUser({ token })}
        />
      )}
      <TwoFactorPanel onTurnedOn={reloadSessions} />
      <SignedInSessions />
    </AdminPage>
  );
}
