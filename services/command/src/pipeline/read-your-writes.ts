import type { ReadStore } from "@labledger/ports";

/**
 * Waits (up to `timeoutMs`) until a projection's checkpoint reaches `position`, so a client
 * that just wrote reads its own write. Reads the stored checkpoint, so it holds in the
 * distributed mode too, where the projection runs in another process.
 */
export async function readYourWrites(
  readStore: ReadStore,
  projection: string,
  position: number | undefined,
  timeoutMs = 5000,
): Promise<boolean> {
  if (position === undefined) return true;
  const deadline = Date.now() + timeoutMs;
  while ((await readStore.checkpoint(projection)) < position) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 5));
  }
  return true;
}
