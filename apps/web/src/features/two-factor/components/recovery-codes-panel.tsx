import { useId, useLayoutEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { saveBlob } from '@/lib/save-blob';

const fileText = (codes: readonly string[]) =>
  [
    'Two-factor sign-in recovery codes',
    'Each code works once, in place of a code from the authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');

/**
 * The ten recovery codes, shown this once (the server keeps only their hashes): copy or
 * download them, then say they are saved. The panel takes the focus when it appears, so
 * nobody moves on without seeing it; it lives only in its owner's state.
 */
export function RecoveryCodesPanel({
  codes,
  onDone,
}: {
  codes: readonly string[];
  onDone: () => void;
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
      <h3 id={`${id}-title`} className="text-lg font-semibold text-amber-50">
        Save your recovery codes
      </h3>
      <p id={`${id}-warning`} className="text-sm text-amber-100">
        <strong>Save them now: they will not be shown again.</strong> If your phone is lost, each
        code signs you in once instead of a code from the app. Keep them somewhere safe, apart from
        your phone.
      </p>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-lg bg-night-950 px-4 py-3 font-mono text-sm text-slate-100 sm:w-fit"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-2">
        <CopyButton text={codes.join('\n')} label="Copy recovery codes" />
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            saveBlob(
              new Blob([fileText(codes)], { type: 'text/plain' }),
              'two-factor-recovery-codes.txt',
            )
          }
        >
          Download
        </Button>
      </div>
      <div>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </section>
  );
}
