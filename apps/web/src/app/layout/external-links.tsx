import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** An icon link to another site; its tooltip is also its accessible name. */
export function ExternalIconLink({
  href,
  tooltip,
  children,
  className,
}: {
  href: string;
  tooltip: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      title={tooltip}
      aria-label={tooltip}
      className={cn(
        'inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-300 transition-colors hover:bg-white/10 hover:text-white',
        className,
      )}
    >
      {children}
    </a>
  );
}
