import type { KeyObject } from "node:crypto";
import type { CheckpointLeaf, CheckpointRecord } from "./checkpoint-format";
import { checkpointSignatureValid } from "./checkpoint-signature";
import type { RecordedEvent } from "./envelope";
import { GENESIS_HASH } from "./envelope";
import { globalLink } from "./global-chain";

interface At {
  readonly streamId: string;
  readonly streamPosition: number;
  readonly globalPosition: number;
}

/** What a comparison of the log with its signed checkpoints found; each names where. */
export type TamperFinding =
  /** The event at this place is not the one the checkpoint covered there (edited, re-sealed or replaced). */
  | (At & { readonly kind: "changed"; readonly checkpointed: At; readonly checkpointPosition: number })
  /** The event is one the checkpoint covered, but at another global position. */
  | (At & { readonly kind: "moved"; readonly checkpointedAt: number })
  /** An event inside a checkpoint's range that the checkpoint never covered. */
  | (At & { readonly kind: "inserted" })
  /** A covered event that is gone from the log (its stream still has others). */
  | (At & { readonly kind: "missing" })
  /** Every event of a covered stream is gone. */
  | {
      readonly kind: "stream-deleted";
      readonly streamId: string;
      readonly events: number;
      readonly firstGlobalPosition: number;
      readonly lastGlobalPosition: number;
    }
  /** The log ends before the last checkpoint: covered events at its end are gone. */
  | {
      readonly kind: "truncated";
      readonly logEndsAt: number;
      readonly missing: number;
      readonly first: At;
      readonly checkpointPosition: number;
    }
  /** A checkpoint that cannot be trusted, or copies that disagree. */
  | {
      readonly kind: "checkpoint";
      readonly checkpointPosition: number;
      readonly problem:
        | "bad-signature"
        | "bad-timestamp"
        | "bad-leaves"
        | "out-of-order"
        | "differs-from-witness"
        | "missing-from-data"
        | "not-witnessed";
    };

const atOf = (leaf: CheckpointLeaf): At => ({ globalPosition: leaf[0], streamId: leaf[1], streamPosition: leaf[2] });

/**
 * Checks a list of checkpoint records on its own: positions grow, each record's leaves continue the
 * global chain from the previous checkpoint to its signed global hash, and (given the public key)
 * every signature holds.
 */
export function checkCheckpointRecords(records: readonly CheckpointRecord[], publicKey?: KeyObject): TamperFinding[] {
  const findings: TamperFinding[] = [];
  let previous = { position: 0, events: 0, globalHash: GENESIS_HASH };
  for (const { checkpoint, leaves } of records) {
    const problem = (p: Extract<TamperFinding, { kind: "checkpoint" }>["problem"]) =>
      findings.push({ kind: "checkpoint", checkpointPosition: checkpoint.position, problem: p });
    if (publicKey && !checkpointSignatureValid(checkpoint, publicKey)) problem("bad-signature");
    if (checkpoint.position <= previous.position) problem("out-of-order");
    let hash = previous.globalHash;
    let last = previous.position;
    let ordered = true;
    for (const leaf of leaves) {
      if (leaf[0] <= last) ordered = false;
      last = leaf[0];
      hash = globalLink(hash, leaf[0], leaf[3]);
    }
    const consistent =
      ordered &&
      hash === checkpoint.globalHash &&
      last === checkpoint.position &&
      checkpoint.events === previous.events + leaves.length;
    if (!consistent) problem("bad-leaves");
    previous = checkpoint;
  }
  return findings;
}

/** The witness's copy is the reference: the data directory must hold each of its checkpoints unchanged. */
export function compareWithWitness(witness: readonly CheckpointRecord[], data: readonly CheckpointRecord[]): TamperFinding[] {
  const findings: TamperFinding[] = [];
  const inData = new Map(data.map((r) => [r.checkpoint.position, r.checkpoint]));
  const witnessed = new Set(witness.map((r) => r.checkpoint.position));
  const lastWitnessed = witness.at(-1)?.checkpoint.position ?? 0;
  for (const { checkpoint } of witness) {
    const copy = inData.get(checkpoint.position);
    const problem = !copy ? "missing-from-data" : copy.signature !== checkpoint.signature ? "differs-from-witness" : undefined;
    if (problem) findings.push({ kind: "checkpoint", checkpointPosition: checkpoint.position, problem });
  }
  for (const { checkpoint } of data) {
    if (checkpoint.position <= lastWitnessed && !witnessed.has(checkpoint.position))
      findings.push({ kind: "checkpoint", checkpointPosition: checkpoint.position, problem: "not-witnessed" });
  }
  return findings;
}

/**
 * Compares the log, read in global order, with the events its checkpoints covered. Events after the
 * last checkpoint are not compared (only their streams' hash chains protect them).
 */
export class CheckpointedLogVerifier {
  private readonly leaves: CheckpointLeaf[] = [];
  private readonly checkpointOf: number[] = [];
  private readonly byPosition = new Map<number, number>();
  private readonly byHash = new Map<string, number>();
  private readonly seen: boolean[];
  private readonly streamsInLog = new Set<string>();
  private readonly findings: TamperFinding[] = [];
  private lastLogPosition = 0;
  readonly coveredUpTo: number;

  constructor(records: readonly CheckpointRecord[]) {
    for (const { checkpoint, leaves } of records) {
      for (const leaf of leaves) {
        this.byPosition.set(leaf[0], this.leaves.length);
        this.byHash.set(leaf[3], this.leaves.length);
        this.leaves.push(leaf);
        this.checkpointOf.push(checkpoint.position);
      }
    }
    this.seen = new Array(this.leaves.length).fill(false);
    this.coveredUpTo = records.at(-1)?.checkpoint.position ?? 0;
  }

  next(event: RecordedEvent): void {
    const { streamId, streamPosition, globalPosition, hash } = event.metadata;
    this.streamsInLog.add(streamId);
    this.lastLogPosition = globalPosition;
    if (globalPosition > this.coveredUpTo) return;
    const at = { streamId, streamPosition, globalPosition };
    const here = this.byPosition.get(globalPosition);
    if (here !== undefined && this.leaves[here]![3] === hash && this.leaves[here]![1] === streamId) {
      this.seen[here] = true;
      return;
    }
    const elsewhere = this.byHash.get(hash);
    if (elsewhere !== undefined) {
      this.seen[elsewhere] = true;
      this.findings.push({ ...at, kind: "moved", checkpointedAt: this.leaves[elsewhere]![0] });
      return;
    }
    if (here !== undefined) {
      this.seen[here] = true;
      this.findings.push({
        ...at,
        kind: "changed",
        checkpointed: atOf(this.leaves[here]!),
        checkpointPosition: this.checkpointOf[here]!,
      });
      return;
    }
    this.findings.push({ ...at, kind: "inserted" });
  }

  /** Every finding, in the order of the log, then what is missing: the tail, whole streams, single events. */
  finish(): TamperFinding[] {
    const missing = this.leaves.filter((_, i) => !this.seen[i]);
    const tail = missing.filter((leaf) => leaf[0] > this.lastLogPosition);
    const findings = [...this.findings];
    if (tail.length > 0) {
      const first = tail[0]!;
      findings.push({
        kind: "truncated",
        logEndsAt: this.lastLogPosition,
        missing: tail.length,
        first: atOf(first),
        checkpointPosition: this.checkpointOf[this.leaves.indexOf(first)]!,
      });
    }
    const inside = missing.filter((leaf) => leaf[0] <= this.lastLogPosition);
    const deleted = new Map<string, CheckpointLeaf[]>();
    for (const leaf of inside) {
      if (this.streamsInLog.has(leaf[1])) findings.push({ ...atOf(leaf), kind: "missing" });
      else deleted.set(leaf[1], [...(deleted.get(leaf[1]) ?? []), leaf]);
    }
    for (const [streamId, leaves] of deleted) {
      findings.push({
        kind: "stream-deleted",
        streamId,
        events: leaves.length,
        firstGlobalPosition: leaves[0]![0],
        lastGlobalPosition: leaves.at(-1)![0],
      });
    }
    return findings;
  }
}
