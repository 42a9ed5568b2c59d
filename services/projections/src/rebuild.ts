import type { EventStore, ReadStore } from "@labledger/ports";
import { applyEvents } from "./apply-events";
import { type Projection, versionKey } from "./projection";

// Large pages: writes to one document within a page are folded into one, so fewer, bigger commits.
const PAGE = 5000;

/**
 * Replays the log (the events of the types the projection reads) into fresh collections (`<name>__rebuild`) under their own
 * checkpoint, then swaps them in for the live ones in one step. The live read model stays
 * readable until the swap; nothing is published downstream (that is the notifier's log).
 * The read model is then known to be written by this version of the projection.
 */
export async function rebuildProjection(
  events: EventStore,
  readStore: ReadStore,
  projection: Projection,
): Promise<{ events: number; position: number }> {
  const fresh = (c: string) => `${c}__rebuild`;
  const checkpointKey = `${projection.name}#rebuild`;
  await readStore.drop(projection.collections.map(fresh), [checkpointKey]);
  // Everything up to the head as it is now is replayed; what comes later the live runner takes.
  const head = await events.headPosition();
  const types = [...projection.handles];
  let position = 0;
  let count = 0;
  for (;;) {
    const page = (await events.readAll({ after: position, limit: PAGE, types })).filter((e) => e.metadata.globalPosition <= head);
    if (page.length === 0) break;
    position = await applyEvents(readStore, projection, page, { checkpointKey, collection: fresh });
    count += page.length;
  }
  await readStore.commit({ checkpointKey, writes: [], checkpoint: head });
  await readStore.swap({
    collections: projection.collections.map((c) => ({ from: fresh(c), to: c })),
    checkpoint: { from: checkpointKey, to: projection.name },
  });
  await readStore.commit({ checkpointKey: versionKey(projection), writes: [], checkpoint: projection.version });
  return { events: count, position: head };
}
