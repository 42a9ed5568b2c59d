import type { EventStore, ReadStore } from "@labledger/ports";
import { applyEvents } from "./apply-events";
import type { Projection } from "./projection";

const PAGE = 1000;

/**
 * Replays the whole log into fresh collections (`<name>__rebuild`) under their own
 * checkpoint, then swaps them in for the live ones in one step. The live read model stays
 * readable until the swap; nothing is published downstream (that is the notifier's log).
 */
export async function rebuildProjection(
  events: EventStore,
  readStore: ReadStore,
  projection: Projection,
): Promise<{ events: number; position: number }> {
  const fresh = (c: string) => `${c}__rebuild`;
  const checkpointKey = `${projection.name}#rebuild`;
  await readStore.drop(projection.collections.map(fresh), [checkpointKey]);
  let position = 0;
  let count = 0;
  for (;;) {
    const page = await events.readAll({ after: position, limit: PAGE });
    if (page.length === 0) break;
    position = await applyEvents(readStore, projection, page, { checkpointKey, collection: fresh });
    count += page.length;
  }
  await readStore.swap({
    collections: projection.collections.map((c) => ({ from: fresh(c), to: c })),
    checkpoint: { from: checkpointKey, to: projection.name },
  });
  return { events: count, position };
}
