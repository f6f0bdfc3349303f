import {
  REPORT_STATUS_LABELS,
  ContentReportUpdateBodySchema,
  type ContentReportGroupDetail,
} from '@streamfront/contract';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useWatch } from 'react-hook-form';
import { FormSelectField, FormTextAreaField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useZodForm } from '@/components/form/use-zod-form';
import { useUpdateContentReport } from '../api/update-content-report';
import { labelOptions } from '@/components/list/label-options';
import { REPORT_STATUS_TELLS } from './report-status';

const STATUS_OPTIONS = labelOptions(REPORT_STATUS_LABELS);

const reports = (count: number) => (count === 1 ? '1 report' : `${count} reports`);

/** One status for the whole problem: it applies to the reports still open (decision 030). */
export function ReportStatusForm({ group }: { group: ContentReportGroupDetail }) {
  const form = useZodForm(ContentReportUpdateBodySchema, {
    defaultValues: { status: group.status, note: group.reports[0]?.statusNote ?? '' },
  });
  const update = useUpdateContentReport();
  const { isDirty } = form.formState;
  // Said before saving, and read with the select by a screen reader (its hint).
  const whoIsTold = REPORT_STATUS_TELLS[useWatch({ control: form.control, name: 'status' })];
  const version = group.reports.map((report) => report.updatedAt).join();
  // Another admin's change arrives live: shown at once, unless this admin is mid-edit.
  useEffect(() => {
    if (!isDirty) form.reset({ status: group.status, note: group.reports[0]?.statusNote ?? '' });
    // Only a new version of the problem resets the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version]);
  const submission = useFormSubmission(form, {
    isPending: update.isPending,
    mutate: (body, callbacks) =>
      update.mutate(
        { id: group.id, body },
        {
          onSuccess: (saved) => {
            callbacks.onSuccess(saved);
            form.reset({ status: saved.status, note: saved.reports[0]?.statusNote ?? '' });
            toast.success(
              `${saved.subject} is ${REPORT_STATUS_LABELS[saved.status].toLowerCase()}.`,
            );
          },
          onError: callbacks.onError,
        },
      ),
  });
  const scope =
    group.activeCount > 0
      ? `Applies to the ${reports(group.activeCount)} still open or being investigated.`
      : `None is open: applies to all ${reports(group.reportCount)}.`;

  return (
    <FormShell
      form={form}
      submission={submission}
      label={`Status of the problem with ${group.subject}`}
      submitLabel="Save status"
    >
      <FormSelectField
        name="status"
        label="Status"
        options={STATUS_OPTIONS}
        hint={`${scope} ${whoIsTold}`}
      />
      <FormTextAreaField
        name="note"
        label="Note to the reporters"
        hint="Sent with a resolution or a dismissal."
        rows={3}
        maxLength={1000}
      />
    </FormShell>
  );
}
