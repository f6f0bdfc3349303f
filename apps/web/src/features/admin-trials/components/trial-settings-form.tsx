import {
  TRIAL_DAILY_CAP_MAX,
  TrialSettingsSchema,
  type TrialSettings,
} from '@streamfront/contract';
import { FormCheckboxField, FormWholeNumberField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { useSettingsSubmission } from '@/components/form/use-form-submission';
import { useZodForm } from '@/components/form/use-zod-form';
import { useUpdateTrialSettings } from '../api/update-trial-settings';

const valuesOf = (settings: TrialSettings) => ({
  dailyCap: settings.dailyCap,
  paused: settings.paused,
});

/** The site-wide daily cap and the pause of every trial, saved together. */
export function TrialSettingsForm({ settings }: { settings: TrialSettings }) {
  const update = useUpdateTrialSettings();
  const form = useZodForm(TrialSettingsSchema, { defaultValues: valuesOf(settings) });
  const submission = useSettingsSubmission(form, update, {
    valuesOf,
    savedMessage: 'Trial settings saved.',
  });

  return (
    <FormShell
      form={form}
      submission={submission}
      label="Trial settings"
      submitLabel="Save settings"
    >
      <FormWholeNumberField
        name="dailyCap"
        label="Trials per day"
        min={0}
        max={TRIAL_DAILY_CAP_MAX}
        className="sm:w-72"
        hint="At most this many free trials start each day (UTC), across all packages. 0 allows none."
      />
      <FormCheckboxField
        name="paused"
        label="Pause all free trials"
        hint="No new trial starts: customers are told trials are paused and can still order. Running trials go on."
      />
    </FormShell>
  );
}
