/** Spec §3, chat settings. */
export interface ChatSettings {
  soundEnabled: boolean;
  autoScroll: boolean;
  showConfidence: boolean;
}

export const DEFAULT_CHAT_SETTINGS: ChatSettings = {
  soundEnabled: true,
  autoScroll: true,
  showConfidence: false,
};

/** Kept across reloads (issue 5); beside the spec's `token` and `user` keys. */
export const CHAT_SETTINGS_STORAGE_KEY = 'chatSettings';

/** The stored settings over the defaults; anything unreadable falls back to the default. */
export function loadChatSettings(): ChatSettings {
  let stored: unknown;
  try {
    stored = JSON.parse(window.localStorage.getItem(CHAT_SETTINGS_STORAGE_KEY) ?? 'null');
  } catch {
    stored = null;
  }
  const settings = { ...DEFAULT_CHAT_SETTINGS };
  if (typeof stored === 'object' && stored !== null) {
    for (const key of Object.keys(settings) as (keyof ChatSettings)[]) {
      const value = (stored as Record<string, unknown>)[key];
      if (typeof value === 'boolean') settings[key] = value;
    }
  }
  return settings;
}

export function saveChatSettings(settings: ChatSettings): void {
  try {
    window.localStorage.setItem(CHAT_SETTINGS_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Storage refused (private mode quota): the settings last until the page closes.
  }
}
