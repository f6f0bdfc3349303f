import type { ChatSettings } from '@streamfront/contract';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { useChatbotSettings } from '../api/get-chatbot-settings';
import { useUpdateChatbotSettings } from '../api/update-chatbot-settings';
import { fieldMessages } from '../format';
import { TextAreaField } from '@/components/ui/textarea-field';
import { AdminCard } from './admin-card';

function SettingsForm({ settings }: { settings: ChatSettings }) {
  const update = useUpdateChatbotSettings();
  const [threshold, setThreshold] = useState(String(settings.threshold));
  const [fallbackMessage, setFallbackMessage] = useState(settings.fallbackMessage);
  const errors = isApiError(update.error) ? update.error.errors : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    update.mutate(
      { threshold: Number(threshold), fallbackMessage },
      { onSuccess: () => toast.success('Chatbot settings saved') },
    );
  }

  return (
    <form onSubmit={submit} className="flex max-w-2xl flex-col gap-4">
      {update.error && !errors && <Alert>{update.error.message}</Alert>}
      <TextField
        label="Confidence threshold (0 to 1)"
        type="number"
        inputMode="decimal"
        min={0}
        max={1}
        step={0.01}
        required
        value={threshold}
        onChange={(event) => setThreshold(event.target.value)}
        hint="Below this confidence the assistant sends the fallback message, offers a person, and keeps the question as unanswered."
        error={fieldMessages(errors, 'threshold')}
      />
      <TextAreaField
        label="Fallback message"
        rows={3}
        required
        maxLength={1000}
        value={fallbackMessage}
        onChange={(event) => setFallbackMessage(event.target.value)}
        error={fieldMessages(errors, 'fallbackMessage')}
      />
      <div>
        <Button type="submit" loading={update.isPending}>
          Save settings
        </Button>
      </div>
    </form>
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
