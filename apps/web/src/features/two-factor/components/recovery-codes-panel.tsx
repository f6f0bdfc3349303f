import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { SecretOncePanel } from '@/components/ui/secret-once-panel';
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
 * download them, then say they are saved.
 */
export function RecoveryCodesPanel({
  codes,
  onDone,
}: {
  codes: readonly string[];
  onDone: () => void;
}) {
  return (
    <SecretOncePanel
      title="Save your recovery codes"
      headingLevel={3}
      warning={
        <>
          <strong>Save them now: they will not be shown again.</strong> If your phone is lost, each
          code signs you in once instead of a code from the app. Keep them somewhere safe, apart
          from your phone.
        </>
      }
      doneLabel="I have saved them"
      onDone={onDone}
      shown={
        <>
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
        </>
      }
    />
  );
}
