import {
  DEFAULT_BRAND_COLOR,
  SOCIAL_NETWORK_NAMES,
  SOCIAL_NETWORKS,
  SiteSettingsBodySchema,
  type SiteSettings,
  type SiteSettingsInput,
} from '@streamfront/contract';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormTextAreaField, FormTextField, FormWholeNumberField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { useSettingsSubmission } from '@/components/form/use-form-submission';
import { useZodForm } from '@/components/form/use-zod-form';
import { ListError, ListSkeleton } from '@/components/list/list-states';
import { useSettings } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-settings';

/** The form's values: the settings less what the server keeps to itself. */
function valuesOf(settings: SiteSettings): SiteSettingsInput {
  const { configuredSupportEmail: _configured, updatedAt: _updated, ...values } = settings;
  return { ...values, socialLinks: { ...settings.socialLinks } };
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/**
 * The colour of our mail's buttons and links: typed as `#rrggbb` or picked, both the one value
 * of the form (the schema refuses a colour too light to read on white), with a sample on white.
 */
function BrandColorField() {
  const { setValue } = useFormContext<SiteSettingsInput>();
  const typed = useWatch<SiteSettingsInput, 'brandColor'>({ name: 'brandColor' }) ?? '';
  const colour = HEX_COLOUR.test(typed.trim()) ? typed.trim().toLowerCase() : DEFAULT_BRAND_COLOR;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-start gap-3">
        <FormTextField
          name="brandColor"
          label="Brand colour"
          maxLength={7}
          autoComplete="off"
          spellCheck={false}
          className="flex-1"
          hint="#rrggbb. Buttons and links of the mail, on white: at least 4.5:1 contrast."
        />
        <label className="mt-7 flex">
          <span className="sr-only">Pick the brand colour</span>
          <input
            type="color"
            value={colour}
            onChange={(event) =>
              setValue('brandColor', event.target.value, {
                shouldDirty: true,
                shouldValidate: true,
              })
            }
            className="h-10 w-14 cursor-pointer rounded-lg border border-night-600 bg-night-950 p-1"
          />
        </label>
      </div>
      <p aria-hidden="true" className="rounded-lg bg-white px-3 py-2 text-sm text-slate-900">
        Sample:{' '}
        <span className="font-semibold underline" style={{ color: colour }}>
          Renew your subscription
        </span>
      </p>
    </div>
  );
}

function SettingsFields({ settings }: { settings: SiteSettings }) {
  const form = useZodForm(SiteSettingsBodySchema, { defaultValues: valuesOf(settings) });
  const save = useUpdateSettings();
  // The form stays on screen after a save: it takes the saved values as its new starting point.
  const submission = useSettingsSubmission(form, save, {
    valuesOf,
    savedMessage: 'Settings saved.',
  });

  return (
    <FormShell
      form={form}
      submission={submission}
      label="Site settings"
      submitLabel="Save settings"
    >
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-lg font-semibold text-white">Site and contact</legend>
        <FormTextField name="siteName" label="Site name" maxLength={80} autoComplete="off" />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField
            name="supportEmail"
            label="Contact email"
            type="email"
            autoComplete="off"
            maxLength={254}
            hint={`Shown on the contact page and in the footer. Leave empty to use ${settings.configuredSupportEmail} from the server's configuration.`}
          />
          <FormTextField
            name="contactPhone"
            label="Contact phone"
            type="tel"
            autoComplete="off"
            maxLength={30}
            hint="Optional, e.g. +44 20 7946 0000. Shown on the contact page."
          />
        </div>
        <FormTextAreaField
          name="paymentInstructions"
          label="Payment instructions"
          rows={4}
          maxLength={2000}
          hint="Shown at checkout and after an order is placed. Tell customers to use their order number as the payment reference."
        />
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-lg font-semibold text-white">Unpaid orders</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormWholeNumberField
            name="unpaidReminderHours"
            label="Payment reminder after (hours)"
            max={720}
            hint="1 to 720. The customer gets a reminder by mail and notification once."
          />
          <FormWholeNumberField
            name="unpaidCancelDays"
            label="Cancel unpaid orders after (days)"
            max={90}
            hint="1 to 90. The order is cancelled, its promo code freed, the customer told."
          />
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-lg font-semibold text-white">Invoices</legend>
        <p className="-mt-2 text-sm text-slate-400">
          The seller printed on every invoice and credit note. An invoice keeps what it was issued
          with: a change here applies to the next ones.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField
            name="legalName"
            label="Legal name"
            maxLength={200}
            autoComplete="organization"
            hint="The business's registered name. Leave empty to use the site name."
          />
          <FormTextField
            name="taxNumber"
            label="Tax number"
            maxLength={50}
            autoComplete="off"
            hint="VAT or tax registration number. Leave empty to print none."
          />
        </div>
        <FormTextAreaField
          name="legalAddress"
          label="Legal address"
          rows={3}
          maxLength={500}
          autoComplete="street-address"
          hint="One line per line of the address."
        />
        <FormTextField
          name="taxRatePercent"
          label="Tax rate (%)"
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step={0.01}
          className="sm:w-48"
          registerOptions={{ valueAsNumber: true }}
          hint="Included in the prices, e.g. 20. 0: invoices show no tax."
        />
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-lg font-semibold text-white">Mail</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField
            name="mailFromName"
            label="Sender name"
            maxLength={80}
            autoComplete="off"
            hint={`The name customers see the mail come from. Leave empty to use the site name.`}
          />
          <FormTextField
            name="mailReplyTo"
            label="Reply-to address"
            type="email"
            maxLength={254}
            autoComplete="off"
            hint="Where customers' answers to our mail go. Leave empty to use the contact email."
          />
        </div>
        <BrandColorField />
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-lg font-semibold text-white">Navigation links</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField
            name="wikiUrl"
            label="Wiki link"
            type="url"
            maxLength={500}
            hint="https:// only. The navigation bar's Wikipedia icon."
          />
          <FormTextField
            name="webPlayerUrl"
            label="Web player link"
            type="url"
            maxLength={500}
            hint="https:// only. The navigation bar's Web Player icon."
          />
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-lg font-semibold text-white">Social links</legend>
        <p className="-mt-2 text-sm text-slate-400">
          https:// only. Networks left empty are not shown in the footer.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          {SOCIAL_NETWORKS.map((network) => (
            <FormTextField
              key={network}
              name={`socialLinks.${network}`}
              label={SOCIAL_NETWORK_NAMES[network]}
              type="url"
              maxLength={500}
              placeholder={`https://${network}.com/…`}
            />
          ))}
        </div>
      </fieldset>
    </FormShell>
  );
}

/** Admin: the site's name, contact details, payment words and links. */
export function SettingsForm() {
  const settings = useSettings();
  if (settings.isPending) return <ListSkeleton rows={4} label="Loading settings…" />;
  if (settings.isError) {
    return <ListError message={settings.error.message} onRetry={() => void settings.refetch()} />;
  }
  return <SettingsFields settings={settings.data} />;
}
