import {
  RETENTION_DAYS_MAX,
  RETENTION_DAYS_MIN,
  RetentionSettingsSchema,
  type RetentionSettings,
} from '@streamfront/contract';
import { FormWholeNumberField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { useSettingsSubmission } from '@/components/form/use-form-submission';
import { useZodForm } from '@/components/form/use-zod-form';
import { ListError, ListSkeleton } from '@/components/list/list-states';
import { useRetention } from '../api/get-retention';
import { useUpdateRetention } from '../api/update-retention';

const valuesOf = (settings: RetentionSettings) => ({ ...settings });
const RANGE = `${RETENTION_DAYS_MIN} to ${RETENTION_DAYS_MAX} days.`;

function RetentionFields({ settings }: { settings: RetentionSettings }) {
  const update = useUpdateRetention();
  const form = useZodForm(RetentionSettingsSchema, { defaultValues: valuesOf(settings) });
  const submission = useSettingsSubmission(form, update, {
    valuesOf,
    savedMessage: 'Data retention settings saved.',
  });
  return (
    <FormShell
      form={form}
      submission={submission}
      label="Data retention"
      submitLabel="Save data retention"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormWholeNumberField
          name="chatRetentionDays"
          label="Keep chat conversations (days)"
          min={RETENTION_DAYS_MIN}
          max={RETENTION_DAYS_MAX}
          hint={`${RANGE} A conversation not used for longer is removed.`}
        />
        <FormWholeNumberField
          name="mailLogRetentionDays"
          label="Keep mail log entries (days)"
          min={RETENTION_DAYS_MIN}
          max={RETENTION_DAYS_MAX}
          hint={`${RANGE} Older messages leave the mail log.`}
        />
      </div>
    </FormShell>
  );
}

/**
 * Admin: how long chat conversations and mail log entries are kept (decision 060); what is
 * older goes once a day, through the jobs layer.
 */
export function RetentionForm() {
  const settings = useRetention();
  if (settings.isPending) return <ListSkeleton rows={1} label="Loading data retention…" />;
  if (settings.isError)
    return <ListError message={settings.error.message} onRetry={() => void settings.refetch()} />;
  return <RetentionFields settings={settings.data} />;
}
