import { canonicalJson } from "./canonical-json";

/** What a checkpoint's signature covers: the head of the global chain after `position`. */
export interface CheckpointBody {
  /** Global position of the last event the checkpoint covers. */
  readonly position: number;
  /** How many events the log holds up to and including `position`. */
  readonly events: number;
  /** g(position) of the global chain (hex). */
  readonly globalHash: string;
  /** When the checkpoint was made, ISO 8601. */
  readonly time: string;
  /** Which key signed it: the first 16 hex digits of the SHA-256 of its public key (SPKI DER). */
  readonly keyId: string;
}

/** A trusted time of a checkpoint (RFC 3161 token of the SHA-256 of its canonical bytes). */
export interface CheckpointTimestamp {
  readonly token: string;
  readonly time: string;
  readonly authority: string;
}

export interface SignedCheckpoint extends CheckpointBody {
  /** Ed25519 signature of `checkpointBytes(body)`, base64. */
  readonly signature: string;
  readonly timestamp?: CheckpointTimestamp;
}

/**
 * One event the checkpoint covers, as the checkpointer saw it: [global position, stream, stream
 * position, event hash]. Kept beside the checkpoint (data directory, witness) so that a verifier
 * can name the exact event that differs; the signed global hash authenticates them.
 */
export type CheckpointLeaf = readonly [globalPosition: number, streamId: string, streamPosition: number, hash: string];

/** A checkpoint as the data directory and the witness keep it: one JSON line each. */
export interface CheckpointRecord {
  readonly checkpoint: SignedCheckpoint;
  /** The events after the previous checkpoint up to this one, in global order. */
  readonly leaves: readonly CheckpointLeaf[];
}

/** The bytes a checkpoint's signature and timestamp are made over. */
export function checkpointBytes(body: CheckpointBody): Uint8Array {
  const { position, events, globalHash, time, keyId } = body;
  return new TextEncoder().encode(canonicalJson({ position, events, globalHash, time, keyId }));
}

/** What is said of a checkpoint where it is shown (verification, trace and audit PDFs): no signature, no leaves. */
export interface CheckpointFacts {
  readonly position: number;
  readonly time: string;
  readonly timestamp: { readonly time: string; readonly authority: string } | null;
}

export function checkpointFacts(checkpoint: SignedCheckpoint): CheckpointFacts {
  const { position, time, timestamp } = checkpoint;
  return { position, time, timestamp: timestamp ? { time: timestamp.time, authority: timestamp.authority } : null };
}
