import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { Logo } from './logo';

/**
 * The small header of the pages that stand without the navigation bar and footer
 * (/vod-request, /report-content): the brand and a way back home.
 */
export function BareHeader() {
  return (
    <header className="border-b border-night-700 bg-night-950/80">
      <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-4 px-4">
        <Logo />
        <Link
          to="/"
          className="inline-flex h-10 items-center gap-2 rounded-full px-4 text-sm font-medium text-slate-200 ring-1 ring-night-600 transition-colors hover:bg-white/5 hover:text-white"
        >
          <Icon className="h-4 w-4">
            <path d="M19 12H5M11 18l-6-6 6-6" />
          </Icon>
          Back to home
        </Link>
      </div>
    </header>
  );
}
