import { useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { CopyButton } from './copy-button';
import { Icon } from './icon';

const MASK = '••••••••••';

/**
 * A secret (a password) hidden until asked for, with a toggle and a copy button. The toggle
 * is a pressed/not-pressed button whose name stays "Show password": a toggle that renamed
 * itself to "Hide" would announce the opposite of its state, and a visible "Hide" outside its
 * name would break WCAG 2.5.3. Sighted people see the state as the pressed look, the crossed
 * eye and the value itself. The copy button
 * copies the real value either way, so it can be pasted without being shown on screen.
 */
export function SecretText({
  value,
  label,
  className,
}: {
  value: string;
  /** What the secret is, in the buttons' names: "Password" gives "Show password". */
  label: string;
  className?: string;
}) {
  const [shown, setShown] = useState(false);
  const valueId = useId();
  const lower = label.charAt(0).toLowerCase() + label.slice(1);

  return (
    <span className={cn('inline-flex flex-wrap items-center gap-2', className)}>
      <span id={valueId} className="font-mono break-all">
        {shown ? (
          value
        ) : (
          <>
            <span aria-hidden="true">{MASK}</span>
            <span className="sr-only">{`${label} hidden`}</span>
          </>
        )}
      </span>
      <Button
        variant="secondary"
        size="sm"
        aria-pressed={shown}
        aria-controls={valueId}
        aria-label={`Show ${lower}`}
        onClick={() => setShown((was) => !was)}
        className={cn(shown && 'border-brand-400 bg-night-700')}
      >
        <Icon className="h-4 w-4">
          <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
          <circle cx="12" cy="12" r="3" />
          {shown && <path d="M3 3l18 18" />}
        </Icon>
        Show
      </Button>
      <CopyButton text={value} label={`Copy ${lower}`} />
    </span>
  );
}
