import {
  EmailPreferencesBodySchema,
  type EmailPreferences as Preferences,
} from '@streamfront/contract';
import toast from 'react-hot-toast';
import { FormCheckboxField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useZodForm } from '@/components/form/use-zod-form';
import { Spinner } from '@/components/ui/spinner';
import { useEmailPreferences } from '../api/get-email-preferences';
import { useUpdateEmailPreferences } from '../api/update-email-preferences';
import { LoadError } from '@/components/ui/load-error';

export const SERVICE_MAIL_NOTE =
  'Mail about your orders, payments, password and replies to your questions always comes: it is how we keep your account working.';

function PreferencesForm({ preferences }: { preferences: Preferences }) {
  const form = useZodForm(EmailPreferencesBodySchema, { defaultValues: preferences });
  const save = useUpdateEmailPreferences();
  const submission = useFormSubmission(form, {
    isPending: save.isPending,
    mutate: (body, callbacks) =>
      save.mutate(body, {
        onSuccess: (saved) => {
          callbacks.onSuccess(saved);
          // The kit empties a sent form; this one keeps showing the choices as saved.
          form.reset(saved);
          toast.success('Email preferences saved.');
        },
        onError: callbacks.onError,
      }),
  });
  return (
    <FormShell
      form={form}
      submission={submission}
      label="Email preferences"
      submitLabel="Save preferences"
    >
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-sm text-slate-300">Send me by email:</legend>
        <FormCheckboxField
          name="reminders"
          label="Renewal reminders"
          hint="A week and a day before a subscription ends, with a link to renew it."
        />
        <FormCheckboxField
          name="news"
          label="News and offers"
          hint="Now and then: new packages, big events and offers."
        />
      </fieldset>
    </FormShell>
  );
}

/** /account: which optional mail the customer gets; service mail is not theirs to turn off. */
export function EmailPreferences() {
  const preferences = useEmailPreferences();
  return (
    <section
      aria-labelledby="email-preferences-title"
      className="flex flex-col gap-4 rounded-xl border border-night-700 bg-night-900 p-5"
    >
      <h2 id="email-preferences-title" className="text-xl font-bold text-white">
        Email preferences
      </h2>
      <p className="text-sm text-slate-300">{SERVICE_MAIL_NOTE}</p>
      {preferences.data ? (
        <PreferencesForm preferences={preferences.data} />
      ) : preferences.isError ? (
        <LoadError message={preferences.error.message} onRetry={() => void preferences.refetch()} />
      ) : (
        <Spinner label="Loading your email preferences…" />
      )}
    </section>
  );
}
