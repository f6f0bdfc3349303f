import { Link } from 'react-router';
import { useSession } from '@/features/auth/session/use-session';
import { VodRequestForm } from '@/features/vod-requests/components/vod-request-form';
import { StandaloneFormPage } from './content/standalone-form-page';

export function VodRequestPage() {
  const { user } = useSession();
  return (
    <StandaloneFormPage
      title="Request a VOD title"
      headTitle="Request a Movie or Series"
      description="Missing a movie or series on Streamfront? Request it: our content team reviews every request and emails you when a title is added."
      intro="Missing a movie or series? Tell us what you would like to watch and our content team will try to add it to the library."
      form={<VodRequestForm key={user?.id ?? 'visitor'} accountEmail={user?.email || undefined} />}
      notes={
        <>
          <h2>How requests work</h2>
          <ul>
            <li>Our content team reviews every request, usually within a week.</li>
            <li>
              We check whether we can license the title for your country, then tell you whether it
              is approved: in your notifications if you asked while signed in, otherwise by email.
            </li>
            <li>
              Approved titles typically arrive in the library within four to eight weeks; everyone
              who asked gets an email when one does.
            </li>
            <li>Asking for a title someone already asked for adds your voice to theirs.</li>
          </ul>
          <p className="mt-4">
            Something already in the library not playing?{' '}
            <Link to="/report-content">Report it</Link> instead.
          </p>
        </>
      }
    />
  );
}
