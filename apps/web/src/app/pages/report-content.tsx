import { Link } from 'react-router';
import { useSession } from '@/features/auth/session/use-session';
import { ContentReportForm } from '@/features/content-reports/components/content-report-form';
import { StandaloneFormPage } from './content/standalone-form-page';

export function ReportContentPage() {
  const { user } = useSession();
  return (
    <StandaloneFormPage
      title="Report content"
      headTitle="Report a Problem with a Channel or Title"
      description="Report a Streamfront channel or title that is not playing, buffering, has wrong guide data, audio or subtitle problems, or a copyright concern."
      intro="Something wrong with a channel, a match or a title? Tell us what happened and our operations team will look into it."
      form={
        <ContentReportForm key={user?.id ?? 'visitor'} accountEmail={user?.email || undefined} />
      }
      notes={
        <>
          <h2>Before you report</h2>
          <ul>
            <li>Restart the app and your router: it fixes most buffering and black screens.</li>
            <li>
              Check that other channels play, to tell a channel problem from a connection problem.
            </li>
            <li>
              The <Link to="/setup-guide#troubleshooting">troubleshooting tips</Link> cover sound,
              subtitles and sign-in problems.
            </li>
          </ul>
          <h2 className="mt-6">Copyright concerns</h2>
          <p className="mt-2">
            Rights holders can choose “Copyright concern” and include the title, the rights they
            hold and a way to reach them. We respond to every notice.
          </p>
        </>
      }
    />
  );
}
