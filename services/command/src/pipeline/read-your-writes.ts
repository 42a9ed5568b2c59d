import type { EventStore, ReadStore } from "@labledger/ports";
import { RequestError } from "../http/problem";
import { lastWriteOfRequest } from "./session-writes";

export interface ReadYourWritesPorts {
  /** Where the checkpoint is kept: the read store, or the search index. */
  readonly readStore: Pick<ReadStore, "checkpoint">;
  readonly events: EventStore;
}

/**
 * Waits (up to `timeoutMs`) until a projection's checkpoint reaches `position`, so a client
 * that just wrote reads its own write. Reads the stored checkpoint, so it holds in the
 * distributed mode too, where the projection runs in another process. A position the log
 * has not reached is no write of anyone's: it is refused at once instead of being waited for.
 * A read model that does not get there in time is said to be behind (503), never answered
 * from silently as if the write were in it. With no `position` named, the session's own last
 * write (SessionWrites) is waited for.
 */
export async function readYourWrites(
  { readStore, events }: ReadYourWritesPorts,
  projection: string,
  position: number | undefined,
  timeoutMs = 5000,
): Promise<void> {
  position ??= lastWriteOfRequest();
  if (position === undefined || (await readStore.checkpoint(projection)) >= position) return;
  const head = await events.headPosition();
  if (position > head) throw new RequestError(400, "request.positionAhead", { position, head });
  const deadline = Date.now() + timeoutMs;
  while ((await readStore.checkpoint(projection)) < position) {
    if (Date.now() > deadline) throw new RequestError(503, "request.readModelBehind");
    await new Promise((r) => setTimeout(r, 5));
  }
}
