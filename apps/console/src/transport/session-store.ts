/**
 * The logged-in session as the page knows it: who, and the key that signs its calls. The
 * session token itself is only in the HttpOnly cookie, out of any script's reach; the key
 * alone (kept in localStorage, so a reload or a second tab stays logged in) opens nothing
 * without that cookie.
 */
export interface StoredSession {
  readonly userId: string;
  readonly signingKey: string;
}

const KEY = "labledger.session";
const listeners = new Set<() => void>();

export function readSession(): StoredSession | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? "null") as (StoredSession & { token?: string }) | null;
    // A session stored by an older console held the token itself: forget it (that login has to be made again).
    if (stored?.token !== undefined) {
      localStorage.removeItem(KEY);
      return undefined;
    }
    return stored?.userId && stored.signingKey ? { userId: stored.userId, signingKey: stored.signingKey } : undefined;
  } catch {
    return undefined;
  }
}

export function saveSession(session: StoredSession): void {
  localStorage.setItem(KEY, JSON.stringify({ userId: session.userId, signingKey: session.signingKey }));
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
