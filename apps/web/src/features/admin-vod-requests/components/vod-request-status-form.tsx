import {
  VOD_STATUS_LABELS,
  VodRequestUpdateBodySchema,
  type VodRequestDetail,
} from '@streamfront/contract';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useWatch } from 'react-hook-form';
import { FormSelectField, FormTextAreaField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useZodForm } from '@/components/form/use-zod-form';
import { useUpdateVodRequest } from '../api/update-vod-request';
import { labelOptions } from '@/components/list/label-options';
import { VOD_STATUS_TELLS } from './vod-status';

const STATUS_OPTIONS = labelOptions(VOD_STATUS_LABELS);

/** The title's status and the note its requesters read with it. */
export function VodRequestStatusForm({ request }: { request: VodRequestDetail }) {
  const form = useZodForm(VodRequestUpdateBodySchema, {
    defaultValues: { status: request.status, noteToCustomer: request.noteToCustomer ?? '' },
  });
  const update = useUpdateVodRequest();
  const { isDirty } = form.formState;
  // Said before saving, and read with the select by a screen reader (its hint).
  const whoIsTold =
    VOD_STATUS_TELLS[useWatch({ control: form.control, name: 'status' }) ?? request.status];
  // Another admin's change arrives live: shown at once, unless this admin is mid-edit.
  useEffect(() => {
    if (!isDirty)
      form.reset({ status: request.status, noteToCustomer: request.noteToCustomer ?? '' });
    // Only a new version of the record resets the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request.updatedAt]);
  const submission = useFormSubmission(form, {
    isPending: update.isPending,
    mutate: (body, callbacks) =>
      update.mutate(
        { id: request.id, body },
        {
          onSuccess: (saved) => {
            callbacks.onSuccess(saved);
            // The kit empties a sent form; this one keeps showing the title as saved.
            form.reset({ status: saved.status, noteToCustomer: saved.noteToCustomer ?? '' });
            toast.success(`"${saved.title}" is ${VOD_STATUS_LABELS[saved.status].toLowerCase()}.`);
          },
          onError: callbacks.onError,
        },
      ),
  });

  return (
    <FormShell
      form={form}
      submission={submission}
      label={`Status of "${request.title}"`}
      submitLabel="Save status"
    >
      <FormSelectField name="status" label="Status" options={STATUS_OPTIONS} hint={whoIsTold} />
      <FormTextAreaField
        name="noteToCustomer"
        label="Note to the people who asked"
        hint="Sent with the notification or email."
        rows={3}
        maxLength={1000}
      />
    </FormShell>
  );
}
