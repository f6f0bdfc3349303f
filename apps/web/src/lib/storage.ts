/** Browser-storage keys of spec §9. */
export const STORAGE_KEYS = { token: 'token', user: 'user' } as const;

// Storage can throw (disabled cookies, private mode quotas): the app keeps working without it.
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the session simply won't survive a reload.
  }
}

function remove(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Same as above.
  }
}

/** Parses JSON without throwing: anything unreadable counts as absent. */
export function safeJsonParse(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  const token = read(STORAGE_KEYS.token);
  return token ? token : null;
}

export function setToken(token: string): void {
  write(STORAGE_KEYS.token, token);
}

export function removeToken(): void {
  remove(STORAGE_KEYS.token);
}

/** The stored user, parsed; `null` when missing or not valid JSON. */
export function getStoredUser(): unknown {
  return safeJsonParse(read(STORAGE_KEYS.user));
}

export function setStoredUser(user: unknown): void {
  write(STORAGE_KEYS.user, JSON.stringify(user));
}

export function removeStoredUser(): void {
  remove(STORAGE_KEYS.user);
}

export function clearStoredSession(): void {
  removeToken();
  removeStoredUser();
}
