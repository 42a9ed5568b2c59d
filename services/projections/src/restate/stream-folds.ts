import { type DomainEvent, type RecordedEvent, upcast } from "@labledger/events";
import type { EventStore } from "@labledger/ports";

export interface Fold<S> {
  initialState(): S;
  evolve(state: S, event: never): S;
}

/** A stream as it stands now, through a fold, and when it began and last changed. */
export interface StreamNow<S> {
  readonly state: S;
  readonly createdAt: string;
  readonly updatedAt: string;
}

interface Kept {
  readonly state: unknown;
  readonly revision: number;
  readonly hash: string;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/**
 * Streams folded for the restated models, kept between batches: a record's next batch reads and
 * folds only the events after the one last folded (a sheet of thousands of cells is otherwise read
 * and folded whole for every typed cell). A kept fold is used only while the stream still holds the
 * event it was folded to (same revision, same chain hash). The models of one process share it, so
 * a record is folded once for all of them; folds are pure, so a kept state is never changed.
 */
export class StreamFolds {
  private readonly kept = new Map<string, Kept>();

  constructor(
    private readonly events: EventStore,
    private readonly keep = 16,
  ) {}

  /** The stream folded by `fold` (named `foldName`), or undefined when the stream is empty. */
  async now<S>(streamId: string, foldName: string, fold: Fold<S>): Promise<StreamNow<S> | undefined> {
    const key = `${foldName}|${streamId}`;
    const kept = this.kept.get(key);
    const after = kept ? await this.eventsAfter(streamId, kept) : undefined;
    const start = after ? kept : undefined;
    const events = after ?? (await this.events.readStream(streamId));
    const last = events.at(-1);
    if (!start && !last) return undefined;
    const evolve = fold.evolve as (state: S, event: DomainEvent) => S;
    const state = events.reduce((s, e) => evolve(s, upcast(e) as DomainEvent), (start?.state as S) ?? fold.initialState());
    const now: Kept = {
      state,
      revision: last?.metadata.streamPosition ?? (start as Kept).revision,
      hash: last?.metadata.hash ?? (start as Kept).hash,
      createdAt: start?.createdAt ?? (events[0] as RecordedEvent).metadata.time,
      updatedAt: last?.metadata.time ?? (start as Kept).updatedAt,
    };
    this.remember(key, now);
    return { state, createdAt: now.createdAt, updatedAt: now.updatedAt };
  }

  /** The events after a kept fold, or undefined when the stream no longer holds the event it was folded to. */
  private async eventsAfter(streamId: string, kept: Kept): Promise<RecordedEvent[] | undefined> {
    const [anchor, ...after] = await this.events.readStream(streamId, { fromRevision: kept.revision });
    return anchor?.metadata.streamPosition === kept.revision && anchor.metadata.hash === kept.hash ? after : undefined;
  }

  private remember(key: string, now: Kept): void {
    const earlier = this.kept.get(key);
    // Two models may fold the same stream at once: the further fold stays.
    if (earlier && earlier.revision > now.revision) return;
    this.kept.delete(key);
    this.kept.set(key, now);
    for (const oldest of this.kept.keys()) {
      if (this.kept.size <= this.keep) break;
      this.kept.delete(oldest);
    }
  }
}
