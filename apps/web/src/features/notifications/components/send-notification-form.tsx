import {
  isAdminNotificationType,
  NOTIFICATION_TYPES,
  SendNotificationBodySchema,
  type NotificationRecipient,
  type NotificationType,
  type SentNotification,
} from '@streamfront/contract';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormSelectField, FormTextAreaField, FormTextField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useZodForm } from '@/components/form/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { useAudiencePackages } from '../api/get-audience-packages';
import { useSendNotification } from '../api/send-notification';
import { AUDIENCE_LABELS, typeLabel } from '../notification-labels';
import { RecipientPicker } from './recipient-picker';

const AUDIENCES = Object.entries(AUDIENCE_LABELS).map(([value, label]) => ({ value, label }));

/** Customers never get the admin-only types (spec §3); the server refuses them too. */
function typesFor(audience: string) {
  const customersOnly = audience === 'customers' || audience === 'package';
  return NOTIFICATION_TYPES.filter((type) => !customersOnly || !isAdminNotificationType(type)).map(
    (type) => ({ value: type, label: typeLabel(type) }),
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A blank optional field is "not given", as the contract reads it. */
const blankIsUnset = { setValueAs: (value: unknown) => String(value ?? '').trim() || undefined };

function sentMessage(sent: SentNotification): string {
  if (sent.package) {
    const people = plural(sent.recipientsCount, 'customer', 'customers');
    return `“${sent.title}” was sent to ${people} of ${sent.package.name}.`;
  }
  return `“${sent.title}” was sent to ${plural(sent.recipientsCount, 'recipient', 'recipients')}.`;
}

/** The package choice: each with how many customers it reaches now. */
function PackageSelect() {
  const packages = useAudiencePackages();
  if (packages.isError) return <Alert>{packages.error.message}</Alert>;
  const options = (packages.data ?? []).map((p) => ({
    value: p.id,
    label: `${p.name} — ${plural(p.customers, 'customer', 'customers')}`,
  }));
  return (
    <FormSelectField
      name="serviceId"
      label="Package"
      placeholder={packages.isPending ? 'Loading packages…' : 'Choose a package'}
      options={options}
      hint="Customers with a paid or running subscription of it that has not ended."
      registerOptions={blankIsUnset}
    />
  );
}

/** Admin: send a notification to every customer, one package's customers, one customer, or every admin. */
export function SendNotificationForm() {
  const form = useZodForm(SendNotificationBodySchema, {
    // The user id leaves the body with its field when the audience is a group.
    shouldUnregister: true,
    defaultValues: { audience: 'customers', type: 'info', title: '', message: '' },
  });
  const submission = useFormSubmission(form, useSendNotification());
  const audience = useWatch({ control: form.control, name: 'audience' });
  const userId = useWatch({ control: form.control, name: 'userId' });
  const types = typesFor(audience);
  // Who the picker shows; it counts only while it is the form's value (a send empties it).
  const [recipient, setRecipient] = useState<NotificationRecipient | null>(null);
  const chosen = recipient && recipient.id === userId ? recipient : null;

  function chooseRecipient(next: NotificationRecipient | null) {
    setRecipient(next);
    form.setValue('userId', next?.id, { shouldValidate: form.formState.isSubmitted });
  }

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
      {audience === 'package' && <PackageSelect />}
      {audience === 'user' && (
        <>
          <input type="hidden" {...form.register('userId', blankIsUnset)} />
          <RecipientPicker
            chosen={chosen}
            onChoose={chooseRecipient}
            error={form.formState.errors.userId?.message}
          />
        </>
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
