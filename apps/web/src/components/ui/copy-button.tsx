import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { Button, type ButtonSize, type ButtonVariant } from './button';
import { Icon } from './icon';

type CopyState = 'idle' | 'copied' | 'failed';

/** How long "Copied" stays beside the button: long enough to read, short enough to copy again. */
export const COPIED_FOR_MS = 3000;

async function writeToClipboard(text: string): Promise<boolean> {
  // Missing on plain http other than localhost and in some embedded browsers.
  if (!navigator.clipboard?.writeText) return false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Refused by the browser (no permission, the page not focused).
    return false;
  }
}

/**
 * Copies `text` to the clipboard. `label` is the accessible name ("Copy password"): the
 * visible word is only "Copy", so the name should start with it (WCAG 2.5.3). The outcome is
 * written in words beside the button, inside a polite live region that is on the page from
 * the start, so screen readers hear "Copied" and sighted people see it without relying on a
 * colour or a toast that might not be mounted (the toaster loads lazily).
 */
export function CopyButton({
  text,
  label,
  variant = 'secondary',
  size = 'sm',
  className,
}: {
  text: string;
  label: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    const copied = await writeToClipboard(text);
    setState(copied ? 'copied' : 'failed');
    clearTimeout(timer.current);
    // A failure stays: the person has to select the text by hand and may need the reminder.
    if (copied) timer.current = setTimeout(() => setState('idle'), COPIED_FOR_MS);
  }

  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <Button variant={variant} size={size} aria-label={label} onClick={() => void copy()}>
        <Icon className="h-4 w-4">
          {state === 'copied' ? (
            <path d="M5 12l5 5L20 7" />
          ) : (
            <>
              <rect x="9" y="9" width="11" height="11" rx="2" />
              <path d="M5 15V5a2 2 0 0 1 2-2h10" />
            </>
          )}
        </Icon>
        Copy
      </Button>
      <span
        role="status"
        aria-live="polite"
        className={cn('text-sm', state === 'failed' ? 'text-red-300' : 'text-emerald-300')}
      >
        {state === 'copied' && 'Copied'}
        {state === 'failed' && 'Could not copy: select the text and copy it by hand'}
      </span>
    </span>
  );
}
