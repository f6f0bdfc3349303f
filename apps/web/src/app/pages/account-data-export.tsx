import { useParams } from 'react-router';
import { DataExportDownload } from '@/features/account-data/components/data-export-download';
import { PageHead } from '@/features/seo/page-head';
import { useArrivalFocus } from '@/lib/use-arrival-focus';
import { RequireSignIn } from './require-sign-in';

/**
 * /account/data-export/:id: the link of the "your data is ready" notification and mail
 * (the contract's `dataExportPath`). Signed out, sign-in comes back here.
 */
export function AccountDataExportPage() {
  const { id = '' } = useParams();
  return (
    <RequireSignIn>
      <DataExportMain id={id} />
    </RequireSignIn>
  );
}

// Its own component, mounted once signed in: the heading is there to take the focus.
function DataExportMain({ id }: { id: string }) {
  const heading = useArrivalFocus<HTMLHeadingElement>();
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-14 sm:px-6 lg:px-8">
      <PageHead title="Download your data" description="The copy of your data you asked for." />
      <h1
        ref={heading}
        tabIndex={-1}
        className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl"
      >
        Download your data
      </h1>
      <DataExportDownload key={id} id={id} />
    </main>
  );
}
