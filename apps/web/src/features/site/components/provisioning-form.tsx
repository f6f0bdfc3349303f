import {
  GRACE_DAYS_MAX,
  PROVISIONING_CONNECTOR_LABELS,
  PROVISIONING_CONNECTORS,
  ProvisioningSettingsBodySchema,
  type AccessInMail,
  type ProvisioningSettings,
} from '@streamfront/contract';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { FormRadioCards, FormTextField, FormWholeNumberField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { useSettingsSubmission } from '@/components/form/use-form-submission';
import { useZodForm } from '@/components/form/use-zod-form';
import { ListError, ListSkeleton } from '@/components/list/list-states';
import { SecretOncePanel } from '@/components/ui/secret-once-panel';
import { useProvisioning } from '../api/get-provisioning';
import { useUpdateProvisioning } from '../api/update-provisioning';

/**
 * The form's inputs (every box a string), turned into the contract's body and checked by it:
 * an empty secret is left out (keep the one kept, or have one made), and the URL and secret
 * are sent only with the webhook connector, which is the one that uses them.
 */
const ProvisioningFormSchema = z
  .object({
    connector: z.string(),
    url: z.string(),
    secret: z.string(),
    accessInMail: z.string(),
    graceDays: z.number().or(z.nan()),
  })
  .transform((values): unknown => {
    const webhook = values.connector === 'webhook';
    return {
      connector: values.connector,
      ...(webhook || values.url.trim() ? { url: values.url } : {}),
      ...(webhook && values.secret.trim() ? { secret: values.secret } : {}),
      accessInMail: values.accessInMail,
      graceDays: values.graceDays,
    };
  })
  .pipe(ProvisioningSettingsBodySchema);

const valuesOf = (settings: ProvisioningSettings) => ({
  connector: settings.connector,
  url: settings.url ?? '',
  secret: '',
  accessInMail: settings.accessInMail,
  graceDays: settings.graceDays,
});

const CONNECTOR_HINTS = {
  'built-in': 'A username and a strong password are made at activation.',
  webhook: 'Your system gets each subscription event and answers with the login it made.',
} as const;

const CONNECTOR_OPTIONS = PROVISIONING_CONNECTORS.map((connector) => ({
  value: connector,
  label: PROVISIONING_CONNECTOR_LABELS[connector],
  hint: CONNECTOR_HINTS[connector],
}));

const IN_MAIL_OPTIONS: { value: AccessInMail; label: string; hint: string }[] = [
  {
    value: 'details',
    label: 'The access details',
    hint: 'Username, password and links in the mail itself.',
  },
  {
    value: 'link',
    label: 'A link to see them signed in',
    hint: 'No password in the mail: the customer reads the details on their account page.',
  },
];

function ProvisioningFields({ settings }: { settings: ProvisioningSettings }) {
  const form = useZodForm(ProvisioningFormSchema, { defaultValues: valuesOf(settings) });
  const save = useUpdateProvisioning();
  const [newSecret, setNewSecret] = useState<string | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const webhook = form.watch('connector') === 'webhook';
  const submission = useSettingsSubmission(form, save, {
    valuesOf,
    savedMessage: 'Provisioning settings saved.',
    onSaved: (saved) => setNewSecret(saved.newSecret ?? null),
  });

  return (
    <div ref={wrapper} className="flex flex-col gap-5">
      {newSecret && (
        <SecretOncePanel
          title="Signing secret of the provisioning webhook"
          secret={newSecret}
          returnFocus={() => wrapper.current?.querySelector<HTMLElement>('button[type=submit]')}
          onDone={() => setNewSecret(null)}
        >
          Your streaming panel checks each event’s <code>webhook-signature</code> with it.
        </SecretOncePanel>
      )}
      <FormShell
        form={form}
        submission={submission}
        label="Provisioning settings"
        submitLabel="Save provisioning"
      >
        <FormRadioCards
          name="connector"
          legend="Who creates the access"
          options={CONNECTOR_OPTIONS}
        />
        {webhook && (
          <div className="grid gap-4 sm:grid-cols-2">
            <FormTextField
              name="url"
              label="Webhook URL"
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              maxLength={2000}
              hint="Where your streaming panel receives the subscription events."
            />
            <FormTextField
              name="secret"
              label="Signing secret"
              type="password"
              autoComplete="off"
              spellCheck={false}
              hint={
                settings.secretSet
                  ? 'Leave empty to keep the current one, or paste a new whsec_… secret.'
                  : 'Leave empty and one is made when you save (shown once), or paste a whsec_… secret.'
              }
            />
          </div>
        )}
        <FormRadioCards
          name="accessInMail"
          legend="What the activation mail carries"
          options={IN_MAIL_OPTIONS}
        />
        <FormWholeNumberField
          name="graceDays"
          label="Grace after an unpaid end (days)"
          min={0}
          max={GRACE_DAYS_MAX}
          className="sm:w-72"
          hint={`0 to ${GRACE_DAYS_MAX}. The access is suspended, not ended, for this long: a renewal paid within it keeps the login.`}
        />
      </FormShell>
    </div>
  );
}

/** What the webhook connector gets and may answer: the contract between us and their panel. */
function ConnectorHelp() {
  return (
    <div className="max-w-prose text-sm text-slate-300">
      <p>
        The webhook connector receives the <code>subscription.*</code> events (activated, extended,
        suspended, reactivated, ended, access reset) as JSON, signed by the Standard Webhooks
        specification with the secret below. Its 2xx answer may carry the access details as JSON:{' '}
        <code>username</code>, <code>password</code>, <code>serverUrl</code>, <code>portalUrl</code>{' '}
        and <code>activationCode</code>. Other systems can get these events too, on the{' '}
        <Link to="/admin/settings/webhooks" className="font-semibold text-brand-300 underline">
          Webhooks page
        </Link>
        .
      </p>
    </div>
  );
}

/** Admin: who creates a subscription's access, and what the activation mail carries. */
export function ProvisioningForm() {
  const settings = useProvisioning();
  return (
    <div className="flex flex-col gap-4">
      <ConnectorHelp />
      {settings.isPending ? (
        <ListSkeleton rows={2} label="Loading provisioning settings…" />
      ) : settings.isError ? (
        <ListError message={settings.error.message} onRetry={() => void settings.refetch()} />
      ) : (
        <ProvisioningFields settings={settings.data} />
      )}
    </div>
  );
}
