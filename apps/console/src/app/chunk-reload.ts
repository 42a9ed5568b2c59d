const GUARD_KEY = "labledger.chunkReloadTarget";

/** Errors browsers raise when a lazily imported chunk cannot be fetched (e.g. after a deploy). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? "");
  return /dynamically imported module|Importing a module script failed|module script|Failed to fetch|error loading/i.test(
    message,
  );
}

export interface ReloadEnvironment {
  readonly storage: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  reload(target: string): void;
}

/**
 * Spec §2: a failed chunk load reloads the target address once. The target is remembered in
 * sessionStorage so a second failure at the same address shows the error instead of looping.
 * Returns true when a reload was started.
 */
export function reloadOnceAfterChunkError(error: unknown, target: string, env: ReloadEnvironment): boolean {
  if (!isChunkLoadError(error)) return false;
  if (env.storage.getItem(GUARD_KEY) === target) return false;
  env.storage.setItem(GUARD_KEY, target);
  env.reload(target);
  return true;
}

/** A page loaded: the next failure may reload again. */
export function clearChunkReloadGuard(storage: Pick<Storage, "removeItem">): void {
  storage.removeItem(GUARD_KEY);
}
