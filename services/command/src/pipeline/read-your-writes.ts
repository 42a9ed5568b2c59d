import type { EventStore, ReadStore } from "@labledger/ports";
import { RequestError } from "../http/problem";

export interface ReadYourWritesPorts {
  readonly readStore: ReadStore;
  readonly events: EventStore;
}

/**
 * Waits (up to `timeoutMs`) until a projection's checkpoint reaches `position`, so a client
 * that just wrote reads its own write. Reads the stored checkpoint, so it holds in the
 * distributed mode too, where the projection runs in another process. A position the log
 * has not reached is no write of anyone's: it is refused at once instead of being waited for.
 */
export async function readYourWrites(
  { readStore, events }: ReadYourWritesPorts,
  projection: string,
  position: number | undefined,
  timeoutMs = 5000,
): Promise<boolean> {
  if (position === undefined || (await readStore.checkpoint(projection)) >= position) return true;
  const head = await events.headPosition();
  if (position > head) throw new RequestError(400, "request.positionAhead", { position, head });
  const deadline = Date.now() + timeoutMs;
  while ((await readStore.checkpoint(projection)) < position) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 5));
  }
  return true;
}
