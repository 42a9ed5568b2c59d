// node:crypto, not a portable SHA-256: the chain is hashed on every append, verify and import, and
// @noble/hashes measured 3.7–10× slower for event-sized input (docs/PERFORMANCE.md). Hence the node-only entry.
import { hash as sha256 } from "node:crypto";
import { canonicalJson } from "./canonical-json";
import { type EventMetadata, GENESIS_HASH, type NewEvent, type RecordedEvent } from "./envelope";
import { uuidv7 } from "./uuidv7";

/**
 * hash = sha256(canonical JSON of prevHash, type, version, data and the metadata without
 * hash and globalPosition). The global position is left out because a distributed store
 * (KurrentDB) assigns it only after the write; everything else is known before.
 */
export function eventHash(
  event: Omit<RecordedEvent, "metadata"> & { metadata: Omit<EventMetadata, "hash" | "globalPosition"> },
): string {
  const { prevHash, ...metadata } = event.metadata;
  return sha256("sha256", canonicalEventBody(event.type, event.version, event.data, metadata, prevHash), "hex");
}

/**
 * canonicalJson({ prevHash, type, version, data, metadata }) with its five keys written in
 * their sorted order directly: the same bytes, without sorting and copying the envelope on
 * every append (sealing is on the append path).
 */
function canonicalEventBody(type: string, version: number, data: unknown, metadata: object, prevHash: string): string {
  return `{"data":${canonicalJson(data)},"metadata":${canonicalJson(metadata)},"prevHash":${JSON.stringify(prevHash)},"type":${JSON.stringify(type)},"version":${canonicalJson(version)}}`;
}

export interface StreamHead {
  /** Revision of the last event, or -1 for an empty stream. */
  readonly revision: number;
  readonly hash: string;
}

export const EMPTY_STREAM_HEAD: StreamHead = { revision: -1, hash: GENESIS_HASH };

export interface SealOptions {
  readonly streamId: string;
  readonly head: StreamHead;
  readonly time: Date;
  readonly clientCommandId?: string;
  /** Event ids; a store that dedupes by id passes deterministic ones. */
  readonly eventIds?: readonly string[];
}

/** Stamps ids, stream positions, time and the hash chain onto new events (global position still 0). */
export function sealEvents(events: readonly NewEvent[], options: SealOptions): RecordedEvent[] {
  let prevHash = options.head.hash;
  const correlationFallback = uuidv7();
  const time = options.time.toISOString();
  return events.map((event, index) => {
    // Built by assignment, not spreads: this runs for every appended event.
    const metadata: Record<string, unknown> = Object.assign({}, event.metadata as unknown as Record<string, unknown>);
    metadata.eventId = options.eventIds?.[index] ?? uuidv7();
    metadata.streamId = options.streamId;
    metadata.streamPosition = options.head.revision + 1 + index;
    metadata.time = time;
    metadata.correlationId = event.metadata.correlationId ?? correlationFallback;
    metadata.causationId = event.metadata.causationId ?? event.metadata.correlationId ?? correlationFallback;
    if (options.clientCommandId !== undefined) metadata.clientCommandId = options.clientCommandId;
    const hash = sha256("sha256", canonicalEventBody(event.type, event.version, event.data, metadata, prevHash), "hex");
    metadata.prevHash = prevHash;
    metadata.globalPosition = 0;
    metadata.hash = hash;
    prevHash = hash;
    return { type: event.type, version: event.version, data: event.data, metadata: metadata as unknown as EventMetadata };
  });
}

export interface ChainBreak {
  readonly streamId: string;
  readonly streamPosition: number;
  readonly globalPosition: number;
  readonly problem: "hash-mismatch" | "broken-link" | "position-gap" | "unreadable";
}

/**
 * Checks one stream's events, in order, from its first event: positions are contiguous,
 * each links to the previous hash, and each hash matches its content.
 */
export class StreamChainVerifier {
  private head: StreamHead = EMPTY_STREAM_HEAD;
  constructor(readonly streamId: string) {}

  /** Returns the break this event shows, or undefined when it extends the chain. */
  next(event: RecordedEvent): ChainBreak | undefined {
    const { metadata } = event;
    const at = { streamId: this.streamId, streamPosition: metadata.streamPosition, globalPosition: metadata.globalPosition };
    if (metadata.streamPosition !== this.head.revision + 1) return { ...at, problem: "position-gap" };
    if (metadata.prevHash !== this.head.hash) return { ...at, problem: "broken-link" };
    const { hash, globalPosition, ...hashed } = metadata;
    if (eventHash({ type: event.type, version: event.version, data: event.data, metadata: hashed }) !== hash) {
      return { ...at, problem: "hash-mismatch" };
    }
    this.head = { revision: metadata.streamPosition, hash };
    return undefined;
  }
}

/** Checks events read in global order, any mix of streams: one chain verifier per stream. */
export class LogChainVerifier {
  private readonly streams = new Map<string, StreamChainVerifier>();

  get streamCount(): number {
    return this.streams.size;
  }

  /** Returns the break this event shows, or undefined when it extends its stream's chain. */
  next(event: RecordedEvent): ChainBreak | undefined {
    const streamId = event.metadata.streamId;
    let verifier = this.streams.get(streamId);
    if (!verifier) {
      verifier = new StreamChainVerifier(streamId);
      this.streams.set(streamId, verifier);
    }
    return verifier.next(event);
  }
}

/** The first break in events read in global order, or undefined when every chain holds. */
export function verifyChains(events: Iterable<RecordedEvent>): ChainBreak | undefined {
  const verifier = new LogChainVerifier();
  for (const event of events) {
    const broken = verifier.next(event);
    if (broken) return broken;
  }
  return undefined;
}
