import {
  isAdminNotificationType,
  NOTIFICATION_TYPES,
  SendNotificationBodySchema,
  type NotificationType,
  type SendNotificationBody,
  type SentNotification,
} from '@streamfront/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { SuccessPanel } from '@/components/ui/success-panel';
import { TextAreaField } from '@/components/ui/textarea-field';
import { TextField } from '@/components/ui/text-field';
import {
  issuesToFieldErrors,
  useSubmissionForm,
  type ParseResult,
} from '@/lib/use-submission-form';
import { useSendNotification } from '../api/send-notification';
import { AUDIENCE_LABELS, typeLabel } from '../notification-labels';

const AUDIENCES = Object.entries(AUDIENCE_LABELS).map(([value, label]) => ({ value, label }));

type Values = {
  audience: string;
  userId: string;
  type: string;
  title: string;
  message: string;
  link: string;
};

const INITIAL: Values = {
  audience: 'customers',
  userId: '',
  type: 'info',
  title: '',
  message: '',
  link: '',
};

/** Customers never get the admin-only types (spec §3); the server refuses them too. */
function typesFor(audience: string) {
  return NOTIFICATION_TYPES.filter(
    (type) => audience !== 'customers' || !isAdminNotificationType(type),
  ).map((type) => ({ value: type, label: typeLabel(type) }));
}

/** The form's text as the contract's body: blanks are "not given". */
function parse(values: Values): ParseResult<SendNotificationBody> {
  const result = SendNotificationBodySchema.safeParse({
    audience: values.audience,
    userId: values.audience === 'user' ? values.userId.trim() || undefined : undefined,
    type: values.type,
    title: values.title,
    message: values.message,
    link: values.link.trim() || undefined,
  });
  return result.success
    ? { ok: true, body: result.data }
    : { ok: false, errors: issuesToFieldErrors(result.error.issues) };
}

function sentMessage(sent: SentNotification): string {
  const people = `${sent.recipientsCount} recipient${sent.recipientsCount === 1 ? '' : 's'}`;
  return `“${sent.title}” was sent to ${people}.`;
}

/** Admin: send a notification to one user, every customer or every admin. */
export function SendNotificationForm() {
  const send = useSendNotification();
  const { values, setValue, field, formError, confirmation, pending, handleSubmit } =
    useSubmissionForm({
      initial: INITIAL,
      parse,
      mutation: {
        isPending: send.isPending,
        mutate: (body: SendNotificationBody, callbacks) =>
          send.mutate(body, {
            onSuccess: (sent) => callbacks.onSuccess({ message: sentMessage(sent) }),
            onError: callbacks.onError,
          }),
      },
    });
  const types = typesFor(values.audience);

  function changeAudience(audience: string) {
    setValue('audience', audience);
    if (!typesFor(audience).some((type) => type.value === values.type)) {
      setValue('type', 'info' satisfies NotificationType);
    }
  }

  return (
    <form
      noValidate
      aria-label="Send a notification"
      onSubmit={handleSubmit}
      className="flex flex-col gap-4"
    >
      {confirmation && <SuccessPanel title="Notification sent">{confirmation}</SuccessPanel>}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Audience"
          options={AUDIENCES}
          {...field('audience')}
          onChange={(event) => changeAudience(event.target.value)}
        />
        <SelectField label="Type" options={types} {...field('type')} />
      </div>
      {values.audience === 'user' && (
        <TextField
          label="User id"
          autoComplete="off"
          spellCheck={false}
          placeholder="e.g. 3f6c1a52-…"
          hint="The account id of the one user to notify."
          {...field('userId')}
        />
      )}
      <TextField label="Title" maxLength={200} {...field('title')} />
      <TextAreaField label="Message" rows={4} maxLength={2000} {...field('message')} />
      <TextField
        label="Link (optional)"
        autoComplete="off"
        placeholder="/packages"
        hint="Where the notification leads: a page of this site, such as /packages."
        {...field('link')}
      />
      {formError && <Alert>{formError}</Alert>}
      <div>
        <Button type="submit" loading={pending}>
          Send notification
        </Button>
      </div>
    </form>
  );
}
