import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageHead } from '@/features/seo/page-head';

export function NotFoundPage() {
  return (
    <main className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <PageHead
        title="Page not found"
        description="The page you are looking for does not exist or has moved. Go back to the Streamfront home page or browse our packages."
      />
      <p aria-hidden="true" className="text-7xl font-extrabold tracking-tight text-brand-500">
        404
      </p>
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p className="max-w-md text-slate-300">
        The page you are looking for does not exist or has moved.
      </p>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <Link to="/" className={buttonClasses('primary')}>
          Go to the home page
        </Link>
        <Link to="/packages" className={buttonClasses('secondary')}>
          Browse packages
        </Link>
      </div>
    </main>
  );
}
