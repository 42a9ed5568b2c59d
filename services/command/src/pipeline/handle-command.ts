import type { Decider } from "@labledger/domain";
import { type CommandMetadata, type DomainEvent, newEvent, type RecordedEvent, upcast } from "@labledger/events";
import { type AppendResult, type EventStore, WrongExpectedRevisionError } from "@labledger/ports";

export interface CommandContext<S = unknown> {
  /** Who and why; a function when the actor is known only from the loaded state (login). */
  readonly metadata: CommandMetadata | ((state: S) => CommandMetadata);
  readonly clientCommandId?: string;
  /** Re-read and decide again (up to 5 times) on a conflict: for commands whose outcome cannot go stale. */
  readonly retryOnConflict?: boolean;
  /** Runs once the command is accepted, before its events are appended (and again on a retry): e.g. keep checked files. */
  readonly beforeAppend?: () => Promise<void>;
}

/**
 * DESIGN §4: load the aggregate (fold its stream), decide (pure), append with the revision
 * that was read. `toCommand` sees the state first, for checks the shell must do (a password).
 * A repeated client command id returns the first result, even if deciding again would refuse.
 */
export async function handleCommand<C, S, E extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<C, S, E>,
  toCommand: (state: S) => C | Promise<C>,
  context: CommandContext<S>,
): Promise<AppendResult> {
  for (let attempt = 0; ; attempt++) {
    const stored = await store.readStream(streamId);
    const earlier = context.clientCommandId && stored.filter((e) => e.metadata.clientCommandId === context.clientCommandId);
    if (earlier && earlier.length > 0) return replayed(earlier);
    const state = stored.map((e) => upcast(e) as unknown as E).reduce(decider.evolve, decider.initialState());
    const events = decider.decide(await toCommand(state), state);
    const metadata = typeof context.metadata === "function" ? context.metadata(state) : context.metadata;
    const revision = stored.length === 0 ? "no_stream" : stored[stored.length - 1]!.metadata.streamPosition;
    // Nothing to record (e.g. a status set to what it already is): append nothing.
    if (events.length === 0) return { events: [], nextExpectedRevision: stored.length - 1, position: 0, duplicate: false };
    await context.beforeAppend?.();
    try {
      return await store.append(
        streamId,
        events.map((e) => newEvent(e, metadata)),
        {
          expectedRevision: revision,
          clientCommandId: context.clientCommandId,
        },
      );
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError && context.retryOnConflict && attempt < 5) continue;
      throw error;
    }
  }
}

/** An aggregate's current state, folded from its stream (upcast to current versions). */
export async function loadState<S, E extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<unknown, S, E>, "initialState" | "evolve">,
): Promise<S> {
  return (await store.readStream(streamId)).map((e) => upcast(e) as unknown as E).reduce(decider.evolve, decider.initialState());
}

function replayed(events: RecordedEvent[]): AppendResult {
  const last = events[events.length - 1]!;
  return { events, nextExpectedRevision: last.metadata.streamPosition, position: last.metadata.globalPosition, duplicate: true };
}
