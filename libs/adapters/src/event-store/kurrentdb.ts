import { setTimeout as sleep } from "node:timers/promises";
import {
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  BACKWARDS,
  END,
  eventTypeFilter,
  excludeSystemEvents,
  type JSONType,
  jsonEvent,
  KurrentDBClient,
  NO_STREAM,
  type Position,
  type ResolvedEvent,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from "@kurrent/kurrentdb-client";
import type { NewEvent, RecordedEvent } from "@labledger/events";
import { EMPTY_STREAM_HEAD, nameBasedId, type StreamHead, sealEvents } from "@labledger/events/node";
import {
  type AppendOptions,
  type AppendResult,
  CorruptEventError,
  checkExpectedRevision,
  type EventStore,
  type ExpectedRevision,
  type ReadAllOptions,
  type ReadStreamOptions,
  type SubscribeOptions,
  type Subscription,
  WrongExpectedRevisionError,
} from "@labledger/ports";
import { escapeRegex } from "../escape-regex";

type StoredEvent = NonNullable<ResolvedEvent["event"]>;

const BATCH = 100;
const RESUBSCRIBE_MS = 1000;

/**
 * The distributed event log on KurrentDB. Our stream revision is KurrentDB's revision and our
 * global position is the event's commit position in $all. Every append is checked against the
 * head it was sealed on (streamState), so the hash chain cannot fork under concurrent writers.
 */
export class KurrentDbEventStore implements EventStore {
  readonly kind = "kurrentdb";
  private readonly client: KurrentDBClient;
  private readonly subscriptions = new Set<Subscription>();

  constructor(connectionString: string) {
    this.client = KurrentDBClient.connectionString(connectionString);
  }

  async append(streamId: string, events: readonly NewEvent[], options: AppendOptions): Promise<AppendResult> {
    const { expectedRevision, clientCommandId } = options;
    const ids = clientCommandId === undefined ? [] : events.map((_, i) => commandEventId(clientCommandId, i));
    if (expectedRevision === "any") {
      const earlier = await this.earlierAppend(streamId, ids, expectedRevision);
      if (earlier) return earlier;
    }
    for (;;) {
      const head = await this.head(streamId);
      try {
        checkExpectedRevision(streamId, expectedRevision, head.revision);
        return await this.appendAt(streamId, head, events, options, ids);
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        const earlier = await this.earlierAppend(streamId, ids, expectedRevision);
        if (earlier) return earlier;
        // 'any' only lost a race for the head it chained onto: chain onto the new head.
        if (expectedRevision !== "any") throw error;
      }
    }
  }

  private async appendAt(
    streamId: string,
    head: StreamHead,
    events: readonly NewEvent[],
    { expectedRevision, clientCommandId }: AppendOptions,
    ids: readonly string[],
  ): Promise<AppendResult> {
    if (events.length === 0) return { events: [], nextExpectedRevision: head.revision, position: 0, duplicate: false };
    const sealed = sealEvents(events, { streamId, head, time: new Date(), clientCommandId, eventIds: ids });
    try {
      await this.client.appendToStream(streamId, sealed.map(toEventData), {
        streamState: head.revision === -1 ? NO_STREAM : BigInt(head.revision),
      });
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      const actual = typeof error.actualState === "bigint" ? Number(error.actualState) : -1;
      throw new WrongExpectedRevisionError(streamId, expectedRevision, actual);
    }
    // Read back for the positions $all gave each event.
    const stored = await this.readStream(streamId, { fromRevision: head.revision + 1, limit: sealed.length });
    const last = stored[stored.length - 1]!;
    return {
      events: stored,
      nextExpectedRevision: last.metadata.streamPosition,
      position: last.metadata.globalPosition,
      // The server acknowledges a resent batch of the same event ids without writing it again.
      duplicate: stored[0]!.metadata.hash !== sealed[0]!.metadata.hash,
    };
  }

  /** The events an earlier append of the same client command wrote, if there was one. */
  private async earlierAppend(
    streamId: string,
    ids: readonly string[],
    expected: ExpectedRevision,
  ): Promise<AppendResult | undefined> {
    const first = ids[0];
    if (first === undefined) return undefined;
    // A retry with the same expected revision was written right after it; for 'any', search.
    const from = expected === "any" ? await this.revisionOf(streamId, first) : expected === "no_stream" ? 0 : expected + 1;
    if (from === undefined) return undefined;
    const stored = (await this.readStream(streamId, { fromRevision: from, limit: ids.length })).filter((e) =>
      ids.includes(e.metadata.eventId),
    );
    if (stored[0]?.metadata.eventId !== first) return undefined;
    const last = stored[stored.length - 1]!;
    return {
      events: stored,
      nextExpectedRevision: last.metadata.streamPosition,
      position: last.metadata.globalPosition,
      duplicate: true,
    };
  }

  private async revisionOf(streamId: string, eventId: string): Promise<number | undefined> {
    try {
      for await (const { event } of this.client.readStream(streamId, {
        direction: BACKWARDS,
        fromRevision: END,
        maxCount: Number.MAX_SAFE_INTEGER,
      })) {
        if (event?.id === eventId) return Number(event.revision);
      }
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
    }
    return undefined;
  }

  private async head(streamId: string): Promise<StreamHead> {
    const [last] = await this.read(streamId, { direction: BACKWARDS, fromRevision: END, maxCount: 1 });
    return last ? { revision: last.metadata.streamPosition, hash: last.metadata.hash } : EMPTY_STREAM_HEAD;
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    return this.read(streamId, {
      fromRevision: BigInt(options.fromRevision ?? 0),
      maxCount: options.limit ?? Number.MAX_SAFE_INTEGER,
    });
  }

  private async read(streamId: string, options: Parameters<KurrentDBClient["readStream"]>[1]): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, options)) {
        if (resolved.event) events.push(toRecorded(resolved.event, resolved.commitPosition));
      }
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
    }
    return events;
  }

  async readAll({ after = 0, limit, types }: ReadAllOptions): Promise<RecordedEvent[]> {
    if (limit <= 0 || types?.length === 0) return [];
    const filter = types ? eventTypeFilter({ regex: `^(?:${types.map(escapeRegex).join("|")})$` }) : excludeSystemEvents();
    let from = after;
    for (;;) {
      const page: AllStreamResolvedEvent[] = [];
      let received = 0;
      // fromPosition is inclusive: ask for one more than the limit and drop the event at `from`.
      for await (const resolved of this.client.readAll({
        fromPosition: toPosition(from),
        maxCount: limit + 1,
        filter,
      })) {
        received++;
        if (resolved.event && Number(resolved.event.position.commit) > from) page.push(resolved);
      }
      const ours = page.flatMap(({ event }) => (event && isUserEvent(event) ? [toRecorded(event)] : []));
      if (ours.length > 0 || received <= limit) return ours.slice(0, limit);
      // A full page of events in system streams: read on past them.
      from = Number(page[page.length - 1]!.event!.position.commit);
    }
  }

  async headPosition(): Promise<number> {
    for await (const { event } of this.client.readAll({
      direction: BACKWARDS,
      fromPosition: END,
      maxCount: Number.MAX_SAFE_INTEGER,
      filter: excludeSystemEvents(),
    })) {
      if (event && isUserEvent(event)) return Number(event.position.commit);
    }
    return 0;
  }

  subscribe(options: SubscribeOptions): Subscription {
    const abort = new AbortController();
    let position = options.after;
    let current: AllStreamSubscription | undefined;
    const loop = (async () => {
      while (!abort.signal.aborted) {
        const subscription = this.client.subscribeToAll({ fromPosition: toPosition(position), filter: excludeSystemEvents() });
        current = subscription;
        // The client can emit an error after we stopped iterating; unheard, it would crash the process.
        subscription.on("error", () => {});
        try {
          for await (const first of subscription) {
            const batch: AllStreamResolvedEvent[] = [first];
            while (batch.length < BATCH) {
              const next: AllStreamResolvedEvent | null = subscription.read();
              if (next === null) break;
              batch.push(next);
            }
            const events = batch.flatMap(({ event }) => (event && isUserEvent(event) ? [toRecorded(event)] : []));
            const fresh = events.filter((e) => e.metadata.globalPosition > position);
            if (fresh.length > 0) {
              await options.onEvents(fresh);
              position = fresh[fresh.length - 1]!.metadata.globalPosition;
            }
            if (abort.signal.aborted) return;
          }
        } catch (error) {
          if (!abort.signal.aborted) options.onError?.(error);
        } finally {
          subscription.unsubscribe().catch(() => {});
        }
        await sleep(RESUBSCRIBE_MS, undefined, { signal: abort.signal }).catch(() => {});
      }
    })();
    const handle: Subscription = {
      stop: async () => {
        abort.abort();
        current?.destroy();
        await loop;
        this.subscriptions.delete(handle);
      },
    };
    this.subscriptions.add(handle);
    return handle;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
    await this.client.dispose();
  }
}

/** An event's id from (client command id, index): a resent command gets the same ids. */
const commandEventId = (clientCommandId: string, index: number): string => nameBasedId(`${clientCommandId}\n${index}`);

function toEventData(event: RecordedEvent) {
  const { globalPosition: _g, eventId, streamId: _s, streamPosition: _p, ...metadata } = event.metadata;
  return jsonEvent({
    id: eventId,
    type: event.type,
    data: event.data as JSONType,
    metadata: { ...metadata, version: event.version },
  });
}

function toRecorded(event: StoredEvent, commitPosition?: bigint): RecordedEvent {
  const commit = event.position?.commit ?? commitPosition;
  if (commit === undefined)
    throw new Error(`KurrentDB gave no log position for ${event.streamId}@${event.revision} (server < 22.6?)`);
  const globalPosition = Number(commit);
  const streamPosition = Number(event.revision);
  const stored = event.metadata;
  if (!event.isJson || !isObject(stored) || typeof stored.version !== "number") {
    throw new CorruptEventError(event.streamId, streamPosition, globalPosition, new Error("not a LabLedger JSON event"));
  }
  const { version, ...metadata } = stored;
  return {
    type: event.type,
    version,
    data: event.data,
    metadata: {
      ...(metadata as Omit<RecordedEvent["metadata"], "eventId" | "streamId" | "streamPosition" | "globalPosition">),
      eventId: event.id,
      streamId: event.streamId,
      streamPosition,
      globalPosition,
    },
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);

const isUserEvent = (event: StoredEvent) => !event.type.startsWith("$") && !event.streamId.startsWith("$");

// Outside explicit transactions (which we never use) an event's prepare position equals its commit position.
const toPosition = (position: number): Position | typeof START =>
  position === 0 ? START : { commit: BigInt(position), prepare: BigInt(position) };
