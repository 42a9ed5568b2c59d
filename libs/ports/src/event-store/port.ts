import type { NewEvent, RecordedEvent } from "@labledger/events";

/** The revision the caller last saw: 'no_stream' = must not exist; 'any' = no check. */
export type ExpectedRevision = number | "no_stream" | "any";

export interface AppendOptions {
  readonly expectedRevision: ExpectedRevision;
  /** Idempotency: a repeated id returns the first append's result and appends nothing. */
  readonly clientCommandId?: string;
}

export interface AppendResult {
  readonly events: readonly RecordedEvent[];
  /** Revision of the stream's last event after the append. */
  readonly nextExpectedRevision: number;
  /** Global position of the last event appended (read-your-writes token). */
  readonly position: number;
  /** True when the client command id had already been appended. */
  readonly duplicate: boolean;
}

export interface ReadStreamOptions {
  /** First revision to return (inclusive), default 0. */
  readonly fromRevision?: number;
  readonly limit?: number;
}

export interface ReadAllOptions {
  /** Return events after this global position (exclusive); 0 = from the start. */
  readonly after?: number;
  readonly limit: number;
  /** Only events of these types (filtered by the store, not after reading). */
  readonly types?: readonly string[];
}

export interface Subscription {
  stop(): Promise<void>;
}

export interface SubscribeOptions {
  /** Deliver events after this global position (a consumer's checkpoint). */
  readonly after: number;
  /** Called with each batch in global order; the next batch waits for the promise. */
  readonly onEvents: (events: readonly RecordedEvent[]) => Promise<void> | void;
  readonly onError?: (error: unknown) => void;
}

/** The append-only, hash-chained event log. */
export interface EventStore {
  readonly kind: string;
  append(streamId: string, events: readonly NewEvent[], options: AppendOptions): Promise<AppendResult>;
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  readAll(options: ReadAllOptions): Promise<RecordedEvent[]>;
  /** Global position of the newest event, 0 for an empty log. */
  headPosition(): Promise<number>;
  /** Catch up from a checkpoint, then stay live. */
  subscribe(options: SubscribeOptions): Subscription;
  close(): Promise<void>;
}

export class WrongExpectedRevisionError extends Error {
  readonly code = "stream.conflict";
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number,
  ) {
    super(`stream ${streamId}: expected revision ${expected}, actual ${actual}`);
  }
}

/** A stored event that cannot be read back (tampered bytes, not JSON). */
export class CorruptEventError extends Error {
  constructor(
    readonly streamId: string,
    readonly streamPosition: number,
    readonly globalPosition: number,
    cause: unknown,
  ) {
    super(`stored event ${streamId}@${streamPosition} (global ${globalPosition}) is unreadable`, { cause });
  }
}

export const checkExpectedRevision = (streamId: string, expected: ExpectedRevision, actual: number): void => {
  const ok = expected === "any" || (expected === "no_stream" ? actual === -1 : expected === actual);
  if (!ok) throw new WrongExpectedRevisionError(streamId, expected, actual);
};
