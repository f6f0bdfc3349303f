import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Button } from './button';
import { CopyButton } from './copy-button';

interface SecretOnceProps {
  title: string;
  /** What the secret is for, under the warning. */
  children?: ReactNode;
  onDone: () => void;
  returnFocus?: () => HTMLElement | null | undefined;
  /** h2 on a page of sections, h3 inside a section of its own. */
  headingLevel?: 2 | 3;
  /** Why it must be kept now; by default, that it will not be shown again. */
  warning?: ReactNode;
  doneLabel?: string;
}

/**
 * A secret the server hands over once (a webhook's signing secret, recovery codes): shown in
 * full with a way to keep it and the warning that it will not be shown again. It takes the
 * focus when it appears, so nobody moves on without seeing it; Done hands the focus to
 * `returnFocus`. It lives only in the owner's state: a reload, or Done, and it is gone for good.
 * One secret string gets its copy button; anything else says how it is `shown`.
 */
export function SecretOncePanel({
  title,
  children,
  onDone,
  returnFocus,
  headingLevel = 2,
  warning = (
    <>
      <strong>Copy it now: it will not be shown again.</strong> If it is lost, make a new one.
    </>
  ),
  doneLabel = 'I have copied it',
  ...what
}: SecretOnceProps & ({ secret: string } | { shown: ReactNode })) {
  const id = useId();
  const panel = useRef<HTMLElement>(null);
  useLayoutEffect(() => panel.current?.focus(), []);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-warning`}
      className="flex flex-col gap-3 rounded-xl border border-amber-400/50 bg-amber-950/30 p-4"
    >
      <Heading id={`${id}-title`} className="text-lg font-semibold text-amber-50">
        {title}
      </Heading>
      <p id={`${id}-warning`} className="text-sm text-amber-100">
        {warning}
      </p>
      {'secret' in what ? (
        <div className="flex flex-wrap items-center gap-2">
          <code className="rounded-lg bg-night-950 px-3 py-2 font-mono text-sm break-all text-slate-100">
            {what.secret}
          </code>
          <CopyButton text={what.secret} label="Copy secret" />
        </div>
      ) : (
        what.shown
      )}
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
          {doneLabel}
        </Button>
      </div>
    </section>
  );
}
