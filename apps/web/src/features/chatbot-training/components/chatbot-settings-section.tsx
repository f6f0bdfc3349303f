import { ChatSettingsUpdateBodySchema, type ChatSettings } from '@streamfront/contract';
import { FormTextAreaField, FormTextField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { useSettingsSubmission } from '@/components/form/use-form-submission';
import { useZodForm } from '@/components/form/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useChatbotSettings } from '../api/get-chatbot-settings';
import { useUpdateChatbotSettings } from '../api/update-chatbot-settings';
import { AdminCard } from './admin-card';

/** The settings as saved: what the form shows. */
const valuesOf = (settings: ChatSettings) => ({
  threshold: settings.threshold,
  fallbackMessage: settings.fallbackMessage,
});

function SettingsForm({ settings }: { settings: ChatSettings }) {
  const update = useUpdateChatbotSettings();
  const form = useZodForm(ChatSettingsUpdateBodySchema, { defaultValues: valuesOf(settings) });
  const submission = useSettingsSubmission(form, update, {
    valuesOf,
    savedMessage: 'Chatbot settings saved',
  });

  return (
    <div className="max-w-2xl">
      <FormShell
        form={form}
        submission={submission}
        label="Chatbot settings"
        submitLabel="Save settings"
      >
        <FormTextField
          name="threshold"
          label="Confidence threshold (0 to 1)"
          type="number"
          inputMode="decimal"
          min={0}
          max={1}
          step={0.01}
          registerOptions={{ valueAsNumber: true }}
          hint="Below this confidence the assistant sends the fallback message, offers a person, and keeps the question as unanswered."
        />
        <FormTextAreaField
          name="fallbackMessage"
          label="Fallback message"
          rows={3}
          maxLength={1000}
        />
      </FormShell>
    </div>
  );
}

/** Threshold and fallback message (take effect at once, no retraining). */
export function ChatbotSettingsSection() {
  const settings = useChatbotSettings();
  return (
    <AdminCard title="Settings" titleId="chatbot-settings-title">
      {settings.isPending ? (
        <Spinner label="Loading settings…" />
      ) : settings.isError ? (
        <Alert>{settings.error.message}</Alert>
      ) : (
        <SettingsForm key={settings.data.updatedAt ?? 'default'} settings={settings.data} />
      )}
    </AdminCard>
  );
}
