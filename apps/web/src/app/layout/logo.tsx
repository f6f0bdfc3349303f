import { Link } from 'react-router';
import { cn } from '@/lib/cn';

/** The brand mark and word, linking home (navbar, footer and the stand-alone pages). */
export function Logo({
  className,
  compactBelow,
}: {
  className?: string;
  /**
   * The mark alone below this width, so the navigation bar stays on one line: 400 for a
   * visitor's bar (with the word it needs about 390 px in Chromium's default sans-serif, and
   * other fonts run wider), 440 when a signed-in user's bell and avatar take room too.
   */
  compactBelow?: 400 | 440;
}) {
  return (
    <Link
      to="/"
      aria-label="Streamfront home"
      className={cn('inline-flex shrink-0 items-center gap-2 rounded-md', className)}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
        <rect width="32" height="32" rx="8" className="fill-brand-600" />
        <path d="M12 9v14l11-7z" className="fill-white" />
      </svg>
      <span
        className={cn(
          'text-xl font-extrabold tracking-tight text-white',
          compactBelow === 400 && 'max-[399px]:hidden',
          compactBelow === 440 && 'max-[439px]:hidden',
        )}
      >
        Stream<span className="text-brand-400">front</span>
      </span>
    </Link>
  );
}
