/** The logged-in session, kept in localStorage so a reload or a second tab stays logged in. */
export interface StoredSession {
  readonly token: string;
  readonly userId: string;
}

const KEY = "labledger.session";
const listeners = new Set<() => void>();

export function readSession(): StoredSession | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? "null") as StoredSession | null;
    return stored?.token && stored.userId ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function saveSession(session: StoredSession): void {
  localStorage.setItem(KEY, JSON.stringify(session));
  for (const listener of listeners) listener();
}

export function clearSession(): void {
  localStorage.removeItem(KEY);
  for (const listener of listeners) listener();
}

export function onSessionChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
