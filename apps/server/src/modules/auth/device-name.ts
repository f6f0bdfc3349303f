import Bowser from 'bowser';

/**
 * What a person recognises a session by: "Firefox on Windows", from the user agent it signed
 * in with. Null when the agent names neither a browser nor a system (a script, or none sent).
 */
export function deviceName(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const { browser, os } = Bowser.parse(userAgent);
  if (browser.name && os.name) return `${browser.name} on ${os.name}`;
  return browser.name || os.name || null;
}
