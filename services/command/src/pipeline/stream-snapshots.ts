import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { SnapshotFold } from "@labledger/domain";
import { type DomainEvent, EVENT_CATALOGUE, type RecordedEvent, upcast } from "@labledger/events";
import type { EventStore, SnapshotStore, StreamSnapshot } from "@labledger/ports";

/** A stream folded for a read or a command, from its first event or from a snapshot. */
export interface FoldedStream<S> {
  readonly state: S;
  /** Revision of the last event folded; -1 when the stream does not exist. */
  readonly revision: number;
  /** Every event of the stream up to `revision` (read again when the fold started from a snapshot). */
  history(): Promise<readonly RecordedEvent[]>;
}

export interface SnapshotOptions {
  /**
   * A snapshot is written once this many events were folded on top of the last one (LABLEDGER_SNAPSHOT_EVERY),
   * or events as heavy as this many (a paste of thousands of cells is one event).
   */
  readonly every: number;
  /** Seals snapshots, so that one edited in the file is not believed (derived from the session secret). */
  readonly secret: Buffer;
  /** Told when a snapshot is ignored or cannot be written: never an error for the reader. */
  readonly onProblem?: (problem: string, streamId: string) => void;
}

/**
 * Folds long streams from their newest snapshot and the events after it. A snapshot is only
 * believed when its seal is genuine, it was made by this fold version, and the stream still
 * holds the event it was made at (same revision, same chain hash); otherwise the stream is
 * folded from its first event. Snapshots are written after the answer, never on its path.
 */
export class StreamSnapshots {
  private readonly sealKey: Buffer;
  private readonly writing = new Map<string, Promise<void>>();
  private readonly recent = new Map<string, Recent>();

  constructor(
    private readonly store: SnapshotStore,
    private readonly options: SnapshotOptions,
  ) {
    this.sealKey = createHmac("sha256", options.secret).update("labledger stream snapshot seal").digest();
  }

  async fold<S, E extends DomainEvent>(events: EventStore, streamId: string, fold: SnapshotFold<S, E>): Promise<FoldedStream<S>> {
    const foldVersion = foldVersionOf(fold);
    const start =
      (await this.recentStart(events, streamId, foldVersion)) ?? (await this.believable(events, streamId, foldVersion));
    const tail = start?.tail ?? (await events.readStream(streamId));
    const state = foldEvents(fold, (start?.state as S) ?? fold.initialState(), tail);
    const last = tail.at(-1);
    const revision = last?.metadata.streamPosition ?? start?.revision ?? -1;
    const snapshotAt = start?.snapshotAt ?? -1;
    const weight = (start?.weight ?? 0) + tail.reduce((sum, event) => sum + weightOf(event), 0);
    if (revision >= 0) {
      const hash = last?.metadata.hash ?? (start?.hash as string);
      this.remember(streamId, { foldVersion, state, revision, hash, snapshotAt, weight });
      if (revision - snapshotAt >= this.options.every || weight >= this.options.every * ITEMS_PER_EVENT)
        this.keep(streamId, foldVersion, { state, revision, hash });
    }
    const history = start ? () => events.readStream(streamId, { limit: revision + 1 }) : async () => tail;
    return { state, revision, history };
  }

  /** Resolves once every snapshot write started so far has ended (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.writing.size > 0) await Promise.allSettled([...this.writing.values()]);
  }

  /** The newest snapshot that may be believed, with the events after it; undefined to fold from the start. */
  private async believable(events: EventStore, streamId: string, foldVersion: string) {
    let snapshot: StreamSnapshot | undefined;
    try {
      snapshot = await this.store.latest(streamId, foldVersion);
    } catch (error) {
      this.options.onProblem?.(`snapshot unreadable: ${String(error)}`, streamId);
      return undefined;
    }
    if (!snapshot) return undefined;
    if (!this.sealIsGenuine(snapshot)) return this.ignored("seal does not match", streamId);
    // From the snapshot's own event: it proves the stream still holds what the snapshot folded.
    const [anchor, ...tail] = await events.readStream(streamId, { fromRevision: snapshot.revision });
    if (anchor?.metadata.streamPosition !== snapshot.revision || anchor.metadata.hash !== snapshot.eventHash)
      return this.ignored("the stream no longer holds the event it was made at", streamId);
    try {
      return {
        state: JSON.parse(snapshot.state) as unknown,
        revision: snapshot.revision,
        hash: snapshot.eventHash,
        snapshotAt: snapshot.revision,
        weight: 0,
        tail,
      };
    } catch {
      return this.ignored("state is not JSON", streamId);
    }
  }

  private ignored(problem: string, streamId: string): undefined {
    this.options.onProblem?.(`snapshot ignored: ${problem}`, streamId);
    return undefined;
  }

  /**
   * The state this process folded last for the stream, with the events after it: neither the
   * snapshot nor the stream's earlier events are read again while the stream still holds the
   * event it was folded to. Folds are pure, so a kept state is never changed by a command.
   */
  private async recentStart(events: EventStore, streamId: string, foldVersion: string) {
    const recent = this.recent.get(streamId);
    if (recent?.foldVersion !== foldVersion) return undefined;
    const [anchor, ...tail] = await events.readStream(streamId, { fromRevision: recent.revision });
    if (anchor?.metadata.streamPosition !== recent.revision || anchor.metadata.hash !== recent.hash) return undefined;
    return { ...recent, tail };
  }

  private remember(streamId: string, recent: Recent): void {
    const earlier = this.recent.get(streamId);
    if (earlier && earlier.foldVersion === recent.foldVersion && earlier.revision > recent.revision) return;
    this.recent.delete(streamId);
    this.recent.set(streamId, recent);
    for (const oldest of this.recent.keys()) {
      if (this.recent.size <= RECENT_STREAMS) break;
      this.recent.delete(oldest);
    }
  }

  private keep(streamId: string, foldVersion: string, at: { state: unknown; revision: number; hash: string }) {
    if (this.writing.has(streamId)) return;
    const write = new Promise<void>((resolve) => setImmediate(resolve))
      .then(async () => {
        const serialised = JSON.stringify(at.state);
        const unsealed = { streamId, revision: at.revision, foldVersion, eventHash: at.hash };
        await this.store.save({ ...unsealed, state: serialised, seal: this.seal({ ...unsealed, state: serialised }) });
        const recent = this.recent.get(streamId);
        if (recent?.foldVersion === foldVersion && recent.revision >= at.revision)
          this.recent.set(streamId, { ...recent, snapshotAt: at.revision, weight: 0 });
      })
      .catch((error: unknown) => this.options.onProblem?.(`snapshot not written: ${String(error)}`, streamId))
      .finally(() => this.writing.delete(streamId));
    this.writing.set(streamId, write);
  }

  private seal(snapshot: Omit<StreamSnapshot, "seal">): string {
    const { streamId, revision, foldVersion, eventHash, state } = snapshot;
    return createHmac("sha256", this.sealKey)
      .update(JSON.stringify([streamId, revision, foldVersion, eventHash, state]))
      .digest("hex");
  }

  private sealIsGenuine(snapshot: StreamSnapshot): boolean {
    const expected = Buffer.from(this.seal(snapshot), "hex");
    const given = Buffer.from(snapshot.seal, "hex");
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

/** A stream this process folded lately: its state, the event it was folded to, and what was folded since its last snapshot. */
interface Recent {
  readonly foldVersion: string;
  readonly state: unknown;
  readonly revision: number;
  readonly hash: string;
  readonly snapshotAt: number;
  readonly weight: number;
}

/** How many streams' latest folds a process keeps (a record with a large sheet holds its whole workbook). */
const RECENT_STREAMS = 8;

/**
 * A few events can weigh as much as many: a pasted or imported sheet is one event of thousands of
 * cells. An event weighs one plus the items of its lists; this many items count as one event more.
 */
const ITEMS_PER_EVENT = 100;
const weightOf = (event: RecordedEvent) =>
  Object.values(event.data as Record<string, unknown>).reduce<number>(
    (sum, value) => sum + (Array.isArray(value) ? value.length : 0),
    1,
  );

/** The fold's name and state version, and every event type's schema version: a change to any of them retires old snapshots. */
export function foldVersionOf(fold: Pick<SnapshotFold<unknown, never>, "name" | "stateVersion">): string {
  const catalogue = EVENT_CATALOGUE.map((definition) => `${definition.type}@${definition.version}`).join(",");
  return `${fold.name}.v${fold.stateVersion}.${createHash("sha256").update(catalogue).digest("hex").slice(0, 16)}`;
}

const foldEvents = <S, E extends DomainEvent>(fold: SnapshotFold<S, E>, from: S, stored: readonly RecordedEvent[]): S =>
  stored.map((e) => upcast(e) as unknown as E).reduce(fold.evolve, from);
