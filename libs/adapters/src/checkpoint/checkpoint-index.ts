import type { KeyObject } from "node:crypto";
import {
  type CheckpointFacts,
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
 * The data directory's checkpoints, read incrementally and checked as they come (each continues the
 * global chain; its signature holds when a public key is known), with each stream's covered hashes.
 */
export class CheckpointIndex {
  private readonly file: CheckpointFile;
  private readonly checkpoints: SignedCheckpoint[] = [];
  private readonly streams = new Map<string, Map<number, string>>();
  private untrustedFrom?: number;

  constructor(
    dataDir: string,
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
    const covered = this.streams.get(began?.metadata.streamId ?? "") ?? new Map<number, string>();
    for (const event of events) {
      const { streamPosition, globalPosition, hash } = event.metadata;
      if (globalPosition > last.position) break;
      if (covered.get(streamPosition) !== hash)
        return { state: "changed", ...none, changedAt: { streamPosition, position: globalPosition } };
    }
    const coveredCount = events.length - uncoveredEvents;
    if (covered.size > coveredCount) {
      // The checkpoints covered more of this stream than the log still holds: its tail was deleted.
      const lastEvent = events.at(-1);
      const streamPosition = (lastEvent?.metadata.streamPosition ?? -1) + 1;
      return { state: "changed", ...none, changedAt: { streamPosition, position: lastEvent?.metadata.globalPosition ?? 0 } };
    }
    return { state: uncoveredEvents > 0 ? "pending" : "covered", ...none };
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
      this.checkpoints.push(record.checkpoint);
      for (const [, streamId, streamPosition, hash] of record.leaves) {
        const stream = this.streams.get(streamId) ?? new Map<number, string>();
        this.streams.set(streamId, stream.set(streamPosition, hash));
      }
    }
  }
}
