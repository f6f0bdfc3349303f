import {
  isAdminNotificationType,
  NOTIFICATION_TYPES,
  SendNotificationBodySchema,
  type NotificationType,
  type SentNotification,
} from '@streamfront/contract';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { FormSelectField, FormTextAreaField, FormTextField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useZodForm } from '@/components/form/use-zod-form';
import { useSendNotification } from '../api/send-notification';
import { AUDIENCE_LABELS, typeLabel } from '../notification-labels';

const AUDIENCES = Object.entries(AUDIENCE_LABELS).map(([value, label]) => ({ value, label }));

/** Customers never get the admin-only types (spec §3); the server refuses them too. */
function typesFor(audience: string) {
  return NOTIFICATION_TYPES.filter(
    (type) => audience !== 'customers' || !isAdminNotificationType(type),
  ).map((type) => ({ value: type, label: typeLabel(type) }));
}

/** A blank optional field is "not given", as the contract reads it. */
const blankIsUnset = { setValueAs: (value: unknown) => String(value ?? '').trim() || undefined };

function sentMessage(sent: SentNotification): string {
  const people = `${sent.recipientsCount} recipient${sent.recipientsCount === 1 ? '' : 's'}`;
  return `“${sent.title}” was sent to ${people}.`;
}

/** Admin: send a notification to one user, every customer or every admin. */
export function SendNotificationForm() {
  const form = useZodForm(SendNotificationBodySchema, {
    // The user id leaves the body with its field when the audience is a group.
    shouldUnregister: true,
    defaultValues: { audience: 'customers', type: 'info', title: '', message: '' },
  });
  const submission = useFormSubmission(form, useSendNotification());
  const audience = useWatch({ control: form.control, name: 'audience' });
  const types = typesFor(audience);

  useEffect(() => {
    if (!typesFor(audience).some((type) => type.value === form.getValues('type'))) {
      form.setValue('type', 'info' satisfies NotificationType);
    }
  }, [audience, form]);

  return (
    <FormShell
      form={form}
      submission={submission}
      label="Send a notification"
      submitLabel="Send notification"
      success={
        submission.result && {
          title: 'Notification sent',
          message: sentMessage(submission.result),
        }
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelectField name="audience" label="Audience" options={AUDIENCES} />
        <FormSelectField name="type" label="Type" options={types} />
      </div>
      {audience === 'user' && (
        <FormTextField
          name="userId"
          label="User id"
          autoComplete="off"
          spellCheck={false}
          placeholder="e.g. 3f6c1a52-…"
          hint="The account id of the one user to notify."
          registerOptions={blankIsUnset}
        />
      )}
      <FormTextField name="title" label="Title" maxLength={200} />
      <FormTextAreaField name="message" label="Message" rows={4} maxLength={2000} />
      <FormTextField
        name="link"
        label="Link (optional)"
        autoComplete="off"
        placeholder="/packages"
        hint="Where the notification leads: a page of this site, such as /packages."
        registerOptions={blankIsUnset}
      />
    </FormShell>
  );
}
