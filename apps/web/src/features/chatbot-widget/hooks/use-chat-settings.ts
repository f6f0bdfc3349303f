import { useCallback, useState } from 'react';
import { loadChatSettings, saveChatSettings, type ChatSettings } from '../chat-settings';

/** The widget's settings (spec §3), read once per widget and saved on every change. */
export function useChatSettings() {
  const [settings, setSettings] = useState(loadChatSettings);
  const update = useCallback((changes: Partial<ChatSettings>) => {
    setSettings((current) => {
      const next = { ...current, ...changes };
      saveChatSettings(next);
      return next;
    });
  }, []);
  return [settings, update] as const;
}
