import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';

export function NotFoundPage() {
  return (
    <main className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <title>Page not found · Streamfront</title>
      <p className="text-6xl font-extrabold text-brand-500">404</p>
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p className="text-slate-400">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className={buttonClasses('primary')}>
        Go to the home page
      </Link>
    </main>
  );
}
