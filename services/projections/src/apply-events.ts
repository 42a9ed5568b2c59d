import { type RecordedEvent, upcast } from "@labledger/events";
import type { PositionedWrite, ReadStore } from "@labledger/ports";
import type { Projection } from "./projection";

export interface ApplyTarget {
  readonly checkpointKey: string;
  /** Maps a projection's collection name to the physical one (a rebuild writes elsewhere). */
  readonly collection: (name: string) => string;
}

/** Projects a page of events and commits the writes with the checkpoint at the page's end. */
export async function applyEvents(
  readStore: ReadStore,
  projection: Projection,
  events: readonly RecordedEvent[],
  target: ApplyTarget,
): Promise<number> {
  if (events.length === 0) return 0;
  const writes: PositionedWrite[] = [];
  for (const event of events) {
    if (!projection.handles.has(event.type as never)) continue;
    const position = event.metadata.globalPosition;
    for (const write of projection.project(upcast(event))) {
      // Each write is a fresh object from the projection: complete it in place (hot path of rebuilds).
      const positioned = write as unknown as { collection: string; position: number };
      positioned.collection = target.collection(write.collection);
      positioned.position = position;
      writes.push(write as PositionedWrite);
    }
  }
  const checkpoint = events[events.length - 1]!.metadata.globalPosition;
  await readStore.commit({ checkpointKey: target.checkpointKey, writes, checkpoint });
  return checkpoint;
}
