import type { ChatSettings } from '../chat-settings';

const OPTIONS: { key: keyof ChatSettings; label: string; hint: string }[] = [
  { key: 'soundEnabled', label: 'Sound', hint: 'Play a tone when a reply arrives' },
  { key: 'autoScroll', label: 'Auto-scroll', hint: 'Jump to new messages' },
  { key: 'showConfidence', label: 'Show confidence', hint: 'How sure the assistant is' },
];

/** Spec §2: sound, auto-scroll and show-confidence switches, kept across reloads. */
export function ChatSettingsPanel({
  id,
  settings,
  onChange,
}: {
  id: string;
  settings: ChatSettings;
  onChange: (changes: Partial<ChatSettings>) => void;
}) {
  return (
    <fieldset id={id} className="shrink-0 border-b border-night-700 bg-night-800 px-4 py-3">
      <legend className="sr-only">Chat settings</legend>
      <ul className="flex flex-col gap-2">
        {OPTIONS.map(({ key, label, hint }) => (
          <li key={key}>
            <label className="flex cursor-pointer items-center justify-between gap-3 text-sm">
              <span>
                <span className="block font-medium text-slate-100">{label}</span>
                <span className="block text-xs text-slate-400">{hint}</span>
              </span>
              <input
                type="checkbox"
                role="switch"
                checked={settings[key]}
                onChange={(event) => onChange({ [key]: event.target.checked })}
                className="h-4 w-4 accent-brand-500"
              />
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
