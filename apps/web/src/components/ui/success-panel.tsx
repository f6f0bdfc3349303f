import { useImperativeHandle, useLayoutEffect, useRef, type ReactNode, type Ref } from 'react';
import { cn } from '@/lib/cn';

/**
 * A confirmation after a form was sent. It takes the focus when it appears, so keyboard and
 * screen-reader users land on it rather than on a form that has just been emptied.
 */
export function SuccessPanel({
  title,
  children,
  className,
  ref,
}: {
  title: string;
  children: ReactNode;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}) {
  const own = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => own.current as HTMLDivElement, []);
  useLayoutEffect(() => own.current?.focus(), []);

  return (
    <div
      ref={own}
      role="status"
      tabIndex={-1}
      className={cn(
        'flex gap-3 rounded-xl border border-emerald-400/40 bg-emerald-950/50 p-4 text-sm text-emerald-100',
        className,
      )}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="mt-0.5 h-5 w-5 shrink-0 fill-none stroke-emerald-300"
        strokeWidth="2.5"
      >
        <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <div>
        <p className="font-semibold text-emerald-50">{title}</p>
        <p className="mt-1">{children}</p>
      </div>
    </div>
  );
}
