import type { ReactNode } from 'react';
import type { ProfileChanges } from '../api/profile-user';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { ProfileNameForm } from './profile-name-form';
import { ProfilePhotoField } from './profile-photo-field';

export type { ProfileChanges } from '../api/profile-user';

export interface ProfileUser {
  name?: string | undefined;
  email: string;
  photo?: string | null | undefined;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-xl border border-night-700 bg-night-900 p-5"
    >
      <h2 id={id} className="text-xl font-bold text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The one way a person edits their own account, on /account and /admin/profile alike: photo
 * and name, sign-in email, password. Every answer is handed to `onUserChange` (the session,
 * owned by the page) so the header shows the change at once.
 */
export function ProfileSettings({
  user,
  onUserChange,
  onToken,
}: {
  user: ProfileUser;
  onUserChange: (changes: ProfileChanges) => void;
  /** The fresh token a password change answers, which keeps this tab signed in. */
  onToken: (token: string) => void;
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Section id="profile-title" title="Profile">
        <ProfilePhotoField photo={user.photo} onUserChange={onUserChange} />
        <ProfileNameForm name={user.name ?? ''} onUserChange={onUserChange} />
      </Section>
      <div className="flex flex-col gap-6">
        <Section id="email-title" title="Email">
          <ChangeEmailForm email={user.email} onUserChange={onUserChange} />
        </Section>
        <Section id="password-title" title="Change password">
          <ChangePasswordForm onToken={onToken} />
        </Section>
      </div>
    </div>
  );
}
