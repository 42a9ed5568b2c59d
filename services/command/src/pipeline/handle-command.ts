import type { Decider, SnapshotFold } from "@labledger/domain";
import { type CommandMetadata, type DomainEvent, newEvent, type RecordedEvent, upcast } from "@labledger/events";
import { type EventStore, WrongExpectedRevisionError } from "@labledger/ports";
import type { FoldedStream, StreamSnapshots } from "./stream-snapshots";

export interface CommandContext<S = unknown> {
  /** Who and why; a function when the actor is known only from the loaded state (login). */
  readonly metadata: CommandMetadata | ((state: S) => CommandMetadata);
  readonly clientCommandId?: string;
  /** Re-read and decide again (up to 5 times) on a conflict: for commands whose outcome cannot go stale. */
  readonly retryOnConflict?: boolean;
  /** Runs once the command is accepted, before its events are appended (and again on a retry): e.g. keep checked files. */
  readonly beforeAppend?: () => Promise<void>;
  /**
   * Fold a long stream from its snapshot. Not for a command with a client command id: its
   * earlier answer may lie before the snapshot, so that stream is read whole.
   */
  readonly snapshots?: { readonly from: StreamSnapshots; readonly fold: SnapshotFold<S, never> };
}

/** What an accepted command appended (or, for a repeated client command id, what the first one did), typed by the decider's events. */
export interface Appended<E extends DomainEvent> {
  readonly events: readonly (E & Pick<RecordedEvent, "version" | "metadata">)[];
  readonly nextExpectedRevision: number;
  /** Global position of the last event appended (read-your-writes token); 0 when nothing was appended. */
  readonly position: number;
  readonly duplicate: boolean;
}

/** The data of the first event of a type in a result, typed from the catalogue. */
export function dataOf<E extends DomainEvent, T extends E["type"]>(
  appended: Appended<E>,
  type: T,
): Extract<E, { type: T }>["data"] | undefined {
  // A narrowing the compiler cannot follow through a generic union: the type check is the `e.type === type` before it.
  const found = appended.events.find((e) => e.type === type) as { data: Extract<E, { type: T }>["data"] } | undefined;
  return found?.data;
}

/**
 * DESIGN §4: load the aggregate (fold its stream), decide (pure), append with the revision
 * that was read. `toCommand` sees the state (and the stream's events, on demand) of that same
 * read first: facts the decider needs are gathered from it, so the check and the append see the
 * same state. A repeated client command id returns the first result, even if deciding again would refuse.
 */
export async function handleCommand<C, S, E extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<C, S, E>,
  toCommand: (state: S, read: FoldedStream<S>) => C | Promise<C>,
  context: CommandContext<S>,
): Promise<Appended<E>> {
  for (let attempt = 0; ; attempt++) {
    const read = await readForCommand<S, E>(store, streamId, decider, context);
    if ("earlier" in read) return read.earlier;
    const { state, revision } = read;
    const events = decider.decide(await toCommand(state, read), state);
    const metadata = typeof context.metadata === "function" ? context.metadata(state) : context.metadata;
    // Nothing to record (e.g. a status set to what it already is): append nothing.
    if (events.length === 0) return { events: [], nextExpectedRevision: revision, position: 0, duplicate: false };
    await context.beforeAppend?.();
    try {
      const result = await store.append(
        streamId,
        events.map((e) => newEvent(e, metadata)),
        { expectedRevision: revision === -1 ? "no_stream" : revision, clientCommandId: context.clientCommandId },
      );
      return { ...result, events: typed<E>(result.events) };
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError && context.retryOnConflict && attempt < 5) continue;
      throw error;
    }
  }
}

/** The stream as the command decides on it, or the first answer to a repeated client command id. */
async function readForCommand<S, E extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<unknown, S, E>, "initialState" | "evolve">,
  { snapshots, clientCommandId }: CommandContext<S>,
): Promise<FoldedStream<S> | { readonly earlier: Appended<E> }> {
  if (snapshots && clientCommandId === undefined) return snapshots.from.fold(store, streamId, snapshots.fold);
  const stored = await store.readStream(streamId);
  const earlier = clientCommandId === undefined ? undefined : earlierAppend<E>(stored, clientCommandId);
  if (earlier) return { earlier };
  const state = stored.map((e) => upcast(e) as unknown as E).reduce(decider.evolve, decider.initialState());
  return { state, revision: stored.length - 1, history: async () => stored };
}

/** An aggregate's current state, folded from its stream (upcast to current versions). */
export async function loadState<S, E extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<unknown, S, E>, "initialState" | "evolve">,
): Promise<S> {
  return (await store.readStream(streamId)).map((e) => upcast(e) as unknown as E).reduce(decider.evolve, decider.initialState());
}

/** Events of this decider's stream, upcast to the catalogue's current versions: the one place their types are asserted. */
const typed = <E extends DomainEvent>(events: readonly RecordedEvent[]) =>
  events.map((e) => ({ ...e, ...upcast(e) }) as unknown as E & Pick<RecordedEvent, "version" | "metadata">);

/** What a client command id appended to a stream earlier (a repeat's answer), read from the stream's events. */
export function earlierAppend<E extends DomainEvent>(
  stored: readonly RecordedEvent[],
  clientCommandId: string,
): Appended<E> | undefined {
  const events = stored.filter((e) => e.metadata.clientCommandId === clientCommandId);
  const last = events[events.length - 1];
  if (!last) return undefined;
  return {
    events: typed<E>(events),
    nextExpectedRevision: last.metadata.streamPosition,
    position: last.metadata.globalPosition,
    duplicate: true,
  };
}
