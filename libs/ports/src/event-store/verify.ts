import type { CheckpointRecord, RecordedEvent } from "@labledger/events";
import {
  type ChainBreak,
  CheckpointedLogVerifier,
  LogChainVerifier,
  StreamChainVerifier,
  type TamperFinding,
} from "@labledger/events/node";
import { CorruptEventError, type EventStore } from "./port";

export interface VerifyReport {
  readonly events: number;
  readonly streams: number;
  readonly broken?: ChainBreak;
}

const PAGE = 1000;

/**
 * Checks events page by page with `next`, stopping at the first break. A page that holds an
 * unreadable event is read again one event at a time up to it, so a break before it is not missed.
 */
async function verifyPages(
  readPage: (after: RecordedEvent | undefined, limit: number) => Promise<RecordedEvent[]>,
  next: (event: RecordedEvent) => ChainBreak | undefined,
  onProgress?: (events: number) => void,
): Promise<{ events: number; broken?: ChainBreak }> {
  let last: RecordedEvent | undefined;
  let events = 0;
  let limit = PAGE;
  for (;;) {
    let page: RecordedEvent[];
    try {
      page = await readPage(last, limit);
    } catch (error) {
      if (!(error instanceof CorruptEventError)) throw error;
      if (limit > 1) {
        limit = 1;
        continue;
      }
      const { streamId, streamPosition, globalPosition } = error;
      return { events, broken: { streamId, streamPosition, globalPosition, problem: "unreadable" } };
    }
    if (page.length === 0) return { events };
    for (const event of page) {
      const broken = next(event);
      if (broken) return { events, broken };
      events++;
    }
    last = page[page.length - 1];
    onProgress?.(events);
  }
}

/** Walks the whole log in order and checks every stream's hash chain; stops at the first break. */
export async function verifyLog(store: EventStore, onProgress?: (events: number) => void): Promise<VerifyReport> {
  const verifier = new LogChainVerifier();
  const result = await verifyPages(
    (after, limit) => store.readAll({ after: after?.metadata.globalPosition ?? 0, limit }),
    (event) => verifier.next(event),
    onProgress,
  );
  return { ...result, streams: verifier.streamCount };
}

/** Checks one stream's hash chain from its first event; stops at the first break. */
export async function verifyStream(store: EventStore, streamId: string): Promise<VerifyReport> {
  const verifier = new StreamChainVerifier(streamId);
  const result = await verifyPages(
    (after, limit) => store.readStream(streamId, { fromRevision: after ? after.metadata.streamPosition + 1 : 0, limit }),
    (event) => verifier.next(event),
  );
  return { ...result, streams: result.events > 0 || result.broken ? 1 : 0 };
}

export interface TamperReport {
  readonly events: number;
  readonly streams: number;
  /** The first break of each stream's own hash chain, in global order. */
  readonly chainBreaks: readonly ChainBreak[];
  /** Where the log differs from what its checkpoints covered. */
  readonly findings: readonly TamperFinding[];
  /** Global position up to which checkpoints cover the log (0: none). */
  readonly coveredUpTo: number;
  /** Events after the last checkpoint: protected only by their streams' chains until the next one. */
  readonly uncovered: number;
}

/**
 * Walks the whole log once: every stream's chain (its first break each) and the comparison with the
 * checkpoints' leaves (checked beforehand against their signed global hashes). Stops only at an
 * unreadable event.
 */
export async function verifyLogWithCheckpoints(
  store: EventStore,
  checkpoints: readonly CheckpointRecord[],
  onProgress?: (events: number) => void,
): Promise<TamperReport> {
  const chains = new LogChainVerifier();
  const broken = new Set<string>();
  const chainBreaks: ChainBreak[] = [];
  const covered = new CheckpointedLogVerifier(checkpoints);
  let uncovered = 0;
  const result = await verifyPages(
    (after, limit) => store.readAll({ after: after?.metadata.globalPosition ?? 0, limit }),
    (event) => {
      covered.next(event);
      if (event.metadata.globalPosition > covered.coveredUpTo) uncovered++;
      if (broken.has(event.metadata.streamId)) return undefined;
      const chainBreak = chains.next(event);
      if (chainBreak) {
        broken.add(chainBreak.streamId);
        chainBreaks.push(chainBreak);
      }
      return undefined;
    },
    onProgress,
  );
  if (result.broken) chainBreaks.push(result.broken);
  return {
    events: result.events,
    streams: chains.streamCount,
    chainBreaks,
    findings: result.broken ? [] : covered.finish(),
    coveredUpTo: covered.coveredUpTo,
    uncovered,
  };
}
