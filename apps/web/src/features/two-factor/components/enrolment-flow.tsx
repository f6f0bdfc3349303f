import { TwoFactorEnableBodySchema, type TwoFactorSetupAnswer } from '@streamfront/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { FormTextField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { RecoveryCodesPanel } from './recovery-codes-panel';

/** The key as people read it aloud or type it: groups of four. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Setting up two-factor sign-in, from /admin/profile or at sign-in (ADMIN_2FA=required): a new
 * key as a QR code and as text, a code from the app to confirm it, then the recovery codes
 * shown once. `startSetup` and `confirm` are the two calls, signed in or with the sign-in's
 * challenge; `onFinished` runs once the codes are saved.
 */
export function EnrolmentFlow({
  startSetup,
  confirm,
  onFinished,
  onCancel,
  cancelLabel = 'Cancel',
}: {
  startSetup: () => Promise<TwoFactorSetupAnswer['data']>;
  /** Sends the first code; resolves with the recovery codes. */
  confirm: (code: string) => Promise<string[]>;
  onFinished: () => void;
  onCancel: () => void;
  cancelLabel?: string;
}) {
  const id = useId();
  // One new key per opening: a query (not an effect) so that a second render asks once.
  const setup = useQuery({
    queryKey: ['two-factor-setup', id],
    queryFn: startSetup,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    meta: { inlineError: true },
  });
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const ready = setup.data !== undefined;
  // The key has arrived: its heading takes the focus, where the steps start.
  useEffect(() => {
    if (ready) stepHeading.current?.focus();
  }, [ready]);

  const form = useZodForm(TwoFactorEnableBodySchema, { defaultValues: { code: '' } });
  const enable = useMutation({
    mutationFn: (body: { code: string }) => confirm(body.code),
    meta: { silent: true },
    onSuccess: setRecoveryCodes,
  });
  const submission = useFormSubmission(form, enable);

  if (recoveryCodes) return <RecoveryCodesPanel codes={recoveryCodes} onDone={onFinished} />;
  if (setup.isError)
    return (
      <div className="flex flex-col gap-3">
        <LoadError message={setup.error.message} onRetry={() => void setup.refetch()} />
        <div>
          <Button variant="ghost" onClick={onCancel}>
            {cancelLabel}
          </Button>
        </div>
      </div>
    );
  if (!setup.data) return <Spinner label="Making your new key…" />;

  const { qrCode, secret } = setup.data;
  return (
    <div className="flex flex-col gap-4">
      <h3
        ref={stepHeading}
        tabIndex={-1}
        className="text-lg font-semibold text-white focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        Scan the code with your authenticator app
      </h3>
      <ol className="flex list-decimal flex-col gap-3 pl-5 text-sm text-slate-300">
        <li>
          Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator,
          1Password, Aegis or any other) and add an account.
        </li>
        <li className="flex flex-col gap-2">
          Scan this QR code:
          <img
            src={qrCode}
            alt="QR code of your two-factor key"
            width={176}
            height={176}
            className="rounded-lg bg-white p-2"
          />
        </li>
        <li className="flex flex-col gap-2">
          Or, if you cannot scan, type this key into the app:
          <span className="flex flex-wrap items-center gap-2">
            <code
              aria-label={`Key: ${secret}`}
              className="rounded-lg bg-night-950 px-3 py-2 font-mono text-sm break-all text-slate-100"
            >
              {grouped(secret)}
            </code>
            <CopyButton text={secret} label="Copy key" />
          </span>
        </li>
        <li>Enter the 6-digit code the app now shows, to confirm.</li>
      </ol>
      <FormShell
        form={form}
        submission={submission}
        label="Confirm two-factor sign-in"
        submitLabel="Turn on"
        secondary={
          <Button type="button" variant="ghost" size="lg" onClick={onCancel}>
            {cancelLabel}
          </Button>
        }
      >
        <FormTextField
          name="code"
          label="Code from the app"
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9 ]*"
          maxLength={8}
        />
      </FormShell>
    </div>
  );
}
