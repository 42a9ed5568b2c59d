import type { EventStore, ReadStore } from "@labledger/ports";
import { applyEvents } from "./apply-events";
import { type Projection, versionKey } from "./projection";

// Large pages: writes to one document within a page are folded into one, so fewer, bigger commits.
const PAGE = 5000;

export interface RebuildOptions {
  /** Events read per page (tests use small pages to cross page ends). */
  readonly pageSize?: number;
}

export interface RebuildResult {
  /** Events of the projection's types replayed. */
  readonly events: number;
  /** The head of the log when the rebuild began: the read model reflects everything up to it. */
  readonly position: number;
  /** Time spent projecting and writing this read model and swapping it in (reading the log is shared, not counted). */
  readonly seconds: number;
}

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
  const [result] = await rebuildProjections(events, readStore, [projection]);
  return result!;
}

/**
 * Rebuilds several read models in one pass over the log: each page is read once and handed
 * to every projection that reads one of its types. Each read model keeps its own fresh
 * collections, `#rebuild` checkpoint and swap, exactly as when rebuilt alone.
 */
export async function rebuildProjections(
  events: EventStore,
  readStore: ReadStore,
  projections: readonly Projection[],
  { pageSize = PAGE }: RebuildOptions = {},
): Promise<RebuildResult[]> {
  // One string per collection, not one per write (every write's collection is mapped).
  const freshNames = new Map(projections.flatMap((p) => p.collections.map((c) => [c, `${c}__rebuild`] as const)));
  const fresh = (c: string) => freshNames.get(c) ?? `${c}__rebuild`;
  const rebuildKey = (projection: Projection) => `${projection.name}#rebuild`;
  for (const projection of projections) await readStore.drop(projection.collections.map(fresh), [rebuildKey(projection)]);
  // Everything up to the head as it is now is replayed; what comes later the live runner takes.
  const head = await events.headPosition();
  const types = [...new Set(projections.flatMap((p) => [...p.handles]))];
  const progress = projections.map(() => ({ events: 0, ms: 0 }));
  let position = 0;
  while (types.length > 0) {
    const page = await events.readAll({ after: position, limit: pageSize, types });
    const upToHead = page.filter((e) => e.metadata.globalPosition <= head);
    if (upToHead.length === 0) break;
    position = upToHead[upToHead.length - 1]!.metadata.globalPosition;
    for (const [i, projection] of projections.entries()) {
      const started = performance.now();
      const handled = projections.length === 1 ? upToHead : upToHead.filter((e) => projection.handles.has(e.type as never));
      // A page with none of its types moves nothing: the checkpoint is set to the head at the end.
      if (handled.length > 0) {
        await applyEvents(readStore, projection, handled, { checkpointKey: rebuildKey(projection), collection: fresh });
        progress[i]!.events += handled.length;
      }
      progress[i]!.ms += performance.now() - started;
    }
    if (page.length < pageSize || upToHead.length < page.length) break;
  }
  const results: RebuildResult[] = [];
  for (const [i, projection] of projections.entries()) {
    const started = performance.now();
    await readStore.commit({ checkpointKey: rebuildKey(projection), writes: [], checkpoint: head });
    await readStore.swap({
      collections: projection.collections.map((c) => ({ from: fresh(c), to: c })),
      checkpoint: { from: rebuildKey(projection), to: projection.name },
    });
    await readStore.commit({ checkpointKey: versionKey(projection), writes: [], checkpoint: projection.version });
    const { events: count, ms } = progress[i]!;
    results.push({ events: count, position: head, seconds: (ms + performance.now() - started) / 1000 });
  }
  return results;
}
