import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Button } from './button';
import { CopyButton } from './copy-button';

/**
 * A secret the server hands over once (a webhook's signing secret): shown in full with a copy
 * button and the warning that it will not be shown again. It takes the focus when it appears,
 * so nobody moves on without seeing it; Done hands the focus to `returnFocus`. It lives only
 * in the owner's state: a reload, or Done, and it is gone for good.
 */
export function SecretOncePanel({
  title,
  secret,
  children,
  onDone,
  returnFocus,
}: {
  title: string;
  secret: string;
  /** What the secret is for, under the warning. */
  children?: ReactNode;
  onDone: () => void;
  returnFocus?: () => HTMLElement | null | undefined;
}) {
  const id = useId();
  const panel = useRef<HTMLElement>(null);
  useLayoutEffect(() => panel.current?.focus(), []);

  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-warning`}
      className="flex flex-col gap-3 rounded-xl border border-amber-400/50 bg-amber-950/30 p-4"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-amber-50">
        {title}
      </h2>
      <p id={`${id}-warning`} className="text-sm text-amber-100">
        <strong>Copy it now: it will not be shown again.</strong> If it is lost, make a new one.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <code className="rounded-lg bg-night-950 px-3 py-2 font-mono text-sm break-all text-slate-100">
          {secret}
        </code>
        <CopyButton text={secret} label="Copy secret" />
      </div>
      {children && <div className="text-sm text-slate-300">{children}</div>}
      <div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            const next = returnFocus?.();
            onDone();
            next?.focus();
          }}
        >
          I have copied it
        </Button>
      </div>
    </section>
  );
}
