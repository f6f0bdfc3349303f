import { Link } from 'react-router';
import { cn } from '@/lib/cn';

/** The brand mark and word, linking home (navbar, footer and the stand-alone pages). */
export function Logo({
  className,
  compactOnNarrow = false,
}: {
  className?: string;
  /** The mark alone on the narrowest phones, so the navigation bar stays on one line. */
  compactOnNarrow?: boolean;
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
          compactOnNarrow && 'max-[359px]:hidden',
        )}
      >
        Stream<span className="text-brand-400">front</span>
      </span>
    </Link>
  );
}
