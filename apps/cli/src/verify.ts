import type { KeyObject } from "node:crypto";
import { CheckpointFile } from "@labledger/adapters/checkpoint/checkpoint-file";
import type { CheckpointRecord } from "@labledger/events";
import {
  type ChainBreak,
  checkCheckpointRecords,
  checkpointDigest,
  compareWithWitness,
  keyIdOf,
  type TamperFinding,
} from "@labledger/events/node";
import { type EventStore, type TimestampAuthority, verifyLogWithCheckpoints } from "@labledger/ports";

export interface VerifyInputs {
  readonly dataDir: string;
  readonly publicKey?: KeyObject;
  readonly witnessDir?: string;
  /** Checks each checkpoint's RFC 3161 token through the port (the adapter of LABLEDGER_TSA_URL). */
  readonly timestamps?: TimestampAuthority;
}

/** Shown in full up to here; the rest are counted. */
const MOST_LINES = 20;

/**
 * `labledger verify`: every stream's chain, the checkpoints (their signatures with the public key, their
 * leaves against their signed global hashes, the data directory's copy against the witness's) and the
 * log against what the checkpoints covered. Returns the lines to print and whether everything held.
 */
export async function verifyWithCheckpoints(
  store: EventStore,
  inputs: VerifyInputs,
): Promise<{ ok: boolean; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const data = readRecords(new CheckpointFile(inputs.dataDir), "the data directory", err);
  const witness = inputs.witnessDir ? readRecords(new CheckpointFile(inputs.witnessDir), "the witness", err) : undefined;
  const findings: TamperFinding[] = [];
  let reference = data;
  if (witness) {
    findings.push(...compareWithWitness(witness, data));
    const lastWitnessed = witness.at(-1)?.checkpoint.position ?? 0;
    reference = [...witness, ...data.filter((r) => r.checkpoint.position > lastWitnessed)];
  }
  findings.push(...checkCheckpointRecords(reference, inputs.publicKey));
  if (inputs.timestamps) findings.push(...(await checkTimestamps(reference, inputs.timestamps)));
  const report = await verifyLogWithCheckpoints(store, reference);
  findings.push(...report.findings);
  const problems = [...report.chainBreaks.map(chainBreakLine), ...findings.map(findingLine)];
  for (const line of problems.slice(0, MOST_LINES)) err.push(`BROKEN: ${line}`);
  if (problems.length > MOST_LINES) err.push(`… and ${problems.length - MOST_LINES} more`);
  if (err.length > 0) return { ok: false, out, err };
  out.push(`verified: ${report.events} events in ${report.streams} streams, every hash chain intact`);
  const last = reference.at(-1)?.checkpoint;
  if (!last) {
    out.push("no checkpoint found: only each stream's own hash chain was checked");
    return { ok: true, out, err };
  }
  const signedBy = inputs.publicKey
    ? `signed with key ${keyIdOf(inputs.publicKey)}`
    : "signatures NOT checked (give --public-key)";
  const witnessed = witness ? `, matching the witness in ${inputs.witnessDir}` : ", no witness given (--witness)";
  const stamped = last.timestamp ? `, timestamped by ${last.timestamp.authority} at ${last.timestamp.time}` : "";
  out.push(
    `checkpoints: ${reference.length} ${signedBy}${witnessed}; the log matches them up to global position ${last.position} (last checkpoint ${last.time}${stamped})`,
  );
  if (report.uncovered > 0)
    out.push(
      `${report.uncovered} events after the last checkpoint are covered by their streams' chains only, until the next checkpoint`,
    );
  return { ok: true, out, err };
}

async function checkTimestamps(records: readonly CheckpointRecord[], authority: TimestampAuthority): Promise<TamperFinding[]> {
  const findings: TamperFinding[] = [];
  for (const { checkpoint } of records) {
    if (!checkpoint.timestamp) continue;
    const checked = await authority
      .verify(checkpoint.timestamp, checkpointDigest(checkpoint))
      .catch(() => ({ valid: false as const }));
    if (!checked.valid) findings.push({ kind: "checkpoint", checkpointPosition: checkpoint.position, problem: "bad-timestamp" });
  }
  return findings;
}

function readRecords(file: CheckpointFile, where: string, err: string[]): CheckpointRecord[] {
  try {
    return file.records();
  } catch (error) {
    err.push(`BROKEN: the checkpoints in ${where} (${file.path}) cannot be read: ${String(error)}`);
    return [];
  }
}

const place = (at: { streamId: string; streamPosition: number; globalPosition: number }) =>
  `stream ${at.streamId} at position ${at.streamPosition} (global position ${at.globalPosition})`;

function chainBreakLine(b: ChainBreak): string {
  return `${place(b)}: ${b.problem}`;
}

const CHECKPOINT_PROBLEMS: Record<Extract<TamperFinding, { kind: "checkpoint" }>["problem"], string> = {
  "bad-signature": "its signature does not hold for the given public key",
  "bad-timestamp": "its timestamp does not hold for it (RFC 3161 token)",
  "bad-leaves": "the events it lists do not give its signed global hash",
  "out-of-order": "it does not follow the previous checkpoint",
  "differs-from-witness": "the data directory's copy differs from the witness's",
  "missing-from-data": "the witness has it, the data directory does not",
  "not-witnessed": "the data directory has it, the witness does not",
};

function findingLine(f: TamperFinding): string {
  switch (f.kind) {
    case "changed":
      return `${place(f)}: changed: not the event the checkpoint at global position ${f.checkpointPosition} covered here (${place(f.checkpointed)}); edited, re-sealed or replaced`;
    case "moved":
      return `${place(f)}: reordered: the checkpoint covered this event at global position ${f.checkpointedAt}`;
    case "inserted":
      return `${place(f)}: inserted: inside a checkpoint's range but not covered by it`;
    case "missing":
      return `${place(f)}: deleted: covered by a checkpoint, no longer in the log`;
    case "stream-deleted":
      return `stream ${f.streamId} deleted: its ${f.events} events (global positions ${f.firstGlobalPosition} to ${f.lastGlobalPosition}) were covered by checkpoints and are gone`;
    case "truncated":
      return `log truncated: it ends at global position ${f.logEndsAt}, but the checkpoint at global position ${f.checkpointPosition} covered ${f.missing} more events, from ${place(f.first)}`;
    case "checkpoint":
      return `checkpoint at global position ${f.checkpointPosition}: ${CHECKPOINT_PROBLEMS[f.problem]}`;
  }
}
