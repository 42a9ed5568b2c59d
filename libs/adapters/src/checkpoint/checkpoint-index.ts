import { createHash, type KeyObject } from "node:crypto";
import {
  type CheckpointFacts,
  type CheckpointLeaf,
  type CheckpointRecord,
  checkpointFacts,
  type RecordedEvent,
  type SignedCheckpoint,
} from "@labledger/events";
import { checkCheckpointRecords } from "@labledger/events/node";
import { CheckpointFile } from "./checkpoint-file";

/** What the checkpoints say about one stream (a record): shown by its verification, trace and PDFs. */
export interface CheckpointCoverage {
  /**
   * none: no checkpoint yet; covered: every event of the stream is under the last checkpoint; pending:
   * the newest events came after it; changed: an event differs from what a checkpoint covered;
   * untrusted: the data directory's checkpoints themselves do not hold.
   */
  readonly state: "none" | "covered" | "pending" | "changed" | "untrusted";
  readonly last: CheckpointFacts | null;
  /** The first checkpoint, when it covers the stream's first event: the stream began before checkpoints did (an upgrade). */
  readonly first: { readonly position: number; readonly time: string } | null;
  /** Events of the stream after the last checkpoint. */
  readonly uncoveredEvents: number;
  /** The first event that differs from what a checkpoint covered. */
  readonly changedAt: { readonly streamPosition: number; readonly position: number } | null;
}

/**
 * The events of one stream that one checkpoint covered: stream positions `from`..`to` (contiguous,
 * since a stream's positions grow with the global order), remembered as a digest of their hashes so
 * that memory grows with streams times checkpoints, not with events.
 */
interface CoveredRun {
  readonly checkpoint: number;
  readonly from: number;
  readonly to: number;
  readonly digest: string;
}

/**
 * The data directory's checkpoints, read incrementally and checked as they come (each continues the
 * global chain; its signature holds when a public key is known), with what each covered of each stream.
 */
export class CheckpointIndex {
  private readonly file: CheckpointFile;
  private readonly checkpoints: SignedCheckpoint[] = [];
  private readonly runs = new Map<string, CoveredRun[]>();
  private untrustedFrom?: number;

  constructor(
    private readonly dataDir: string,
    private readonly publicKey?: KeyObject,
  ) {
    this.file = new CheckpointFile(dataDir);
  }

  /** The log's last checkpoint as it is shown, or null when there is none yet. */
  latestFacts(): CheckpointFacts | null {
    this.refresh();
    const last = this.checkpoints.at(-1);
    return last ? checkpointFacts(last) : null;
  }

  coverage(events: readonly RecordedEvent[]): CheckpointCoverage {
    this.refresh();
    const last = this.checkpoints.at(-1);
    const first = this.checkpoints[0];
    const lastFacts = last ? checkpointFacts(last) : null;
    const began = events[0];
    // Covered by the first checkpoint = recorded before any checkpoint was made (on an upgrade: before this version).
    const before =
      first && began && began.metadata.globalPosition <= first.position ? { position: first.position, time: first.time } : null;
    const uncoveredEvents = last ? events.filter((e) => e.metadata.globalPosition > last.position).length : events.length;
    const none = { last: lastFacts, first: before, uncoveredEvents, changedAt: null };
    if (!last) return { state: "none", ...none };
    if (this.untrustedFrom !== undefined) return { state: "untrusted", ...none };
    const coveredEvents = events.slice(0, events.length - uncoveredEvents);
    const changedAt = this.firstDifference(began?.metadata.streamId ?? "", coveredEvents, events.at(-1));
    if (changedAt) return { state: "changed", ...none, changedAt };
    return { state: uncoveredEvents > 0 ? "pending" : "covered", ...none };
  }

  /** Where the stream's events up to the last checkpoint stop matching what the checkpoints covered, if anywhere. */
  private firstDifference(
    streamId: string,
    covered: readonly RecordedEvent[],
    lastEvent: RecordedEvent | undefined,
  ): CheckpointCoverage["changedAt"] {
    let next = 0;
    for (const run of this.runs.get(streamId) ?? []) {
      const slice = covered.slice(next, next + run.to - run.from + 1);
      next += slice.length;
      const intact =
        slice.length === run.to - run.from + 1 &&
        slice[0]?.metadata.streamPosition === run.from &&
        digestOf(slice.map((e) => [e.metadata.streamPosition, e.metadata.hash])) === run.digest;
      if (!intact) return this.namedDifference(streamId, run, slice, lastEvent);
    }
    const extra = covered[next];
    return extra ? { streamPosition: extra.metadata.streamPosition, position: extra.metadata.globalPosition } : null;
  }

  /** The exact event of a run that differs, read back from the checkpoint's leaves (rare: only when something changed). */
  private namedDifference(
    streamId: string,
    run: CoveredRun,
    slice: readonly RecordedEvent[],
    lastEvent: RecordedEvent | undefined,
  ): NonNullable<CheckpointCoverage["changedAt"]> {
    const leaves = new CheckpointFile(this.dataDir).records()[run.checkpoint]?.leaves ?? [];
    const expected = new Map(leaves.filter((leaf) => leaf[1] === streamId).map(([, , position, hash]) => [position, hash]));
    for (let streamPosition = run.from; streamPosition <= run.to; streamPosition++) {
      const event = slice.find((e) => e.metadata.streamPosition === streamPosition);
      if (!event || event.metadata.hash !== expected.get(streamPosition)) {
        // A missing event of the run: the stream's tail (or a middle) was deleted; named after what is still there.
        const position = event?.metadata.globalPosition ?? lastEvent?.metadata.globalPosition ?? 0;
        return { streamPosition, position };
      }
    }
    const first = slice[0];
    return { streamPosition: run.from, position: first?.metadata.globalPosition ?? 0 };
  }

  private refresh(): void {
    let records: CheckpointRecord[];
    try {
      records = this.file.readNew();
    } catch {
      this.untrustedFrom ??= this.checkpoints.at(-1)?.position ?? 0;
      return;
    }
    for (const record of records) {
      const previous = this.checkpoints.at(-1);
      // Checked as the continuation of the previous one: a record whose leaves or signature do not hold poisons the rest.
      const context = previous ? [{ checkpoint: previous, leaves: [] }] : [];
      const problems = checkCheckpointRecords([...context, record], this.publicKey).filter(
        (f) => f.kind === "checkpoint" && f.checkpointPosition === record.checkpoint.position,
      );
      if (problems.length > 0) this.untrustedFrom ??= record.checkpoint.position;
      this.remember(this.checkpoints.length, record.leaves);
      this.checkpoints.push(record.checkpoint);
    }
  }

  private remember(checkpoint: number, leaves: readonly CheckpointLeaf[]): void {
    const byStream = new Map<string, [number, string][]>();
    for (const [, streamId, streamPosition, hash] of leaves) {
      const list = byStream.get(streamId) ?? [];
      byStream.set(streamId, list);
      list.push([streamPosition, hash]);
    }
    for (const [streamId, list] of byStream) {
      const runs = this.runs.get(streamId) ?? [];
      this.runs.set(streamId, runs);
      runs.push({ checkpoint, from: list[0]?.[0] ?? 0, to: list.at(-1)?.[0] ?? 0, digest: digestOf(list) });
    }
  }
}

function digestOf(leaves: readonly (readonly [number, string])[]): string {
  const hash = createHash("sha256");
  for (const [streamPosition, leafHash] of leaves) hash.update(`${streamPosition}:${leafHash}\n`);
  return hash.digest("base64");
}
