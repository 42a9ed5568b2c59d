/** Who did it: carried on every event, shown in the audit trail. */
export interface Actor {
  readonly userId: string;
  readonly name: string;
  readonly departmentId?: string;
  readonly departmentName?: string;
}

export const SYSTEM_ACTOR: Actor = { userId: "system", name: "LabLedger" };

/** What a command hands to the event store: the store stamps ids, positions, time and hashes. */
export interface NewEvent<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly version: number;
  readonly data: Data;
  readonly metadata: CommandMetadata;
}

export interface CommandMetadata {
  readonly actor: Actor;
  /** Reason for change: required once a record is submitted or signed. */
  readonly reason?: string;
  readonly correlationId?: string;
  readonly causationId?: string;
}

export interface EventMetadata extends CommandMetadata {
  readonly eventId: string;
  readonly streamId: string;
  /** 0-based revision of the event inside its stream. */
  readonly streamPosition: number;
  /** Position in the whole log; strictly increasing, not necessarily dense. */
  readonly globalPosition: number;
  /** Server time, ISO 8601 UTC with milliseconds. */
  readonly time: string;
  readonly correlationId: string;
  readonly causationId: string;
  readonly clientCommandId?: string;
  readonly prevHash: string;
  readonly hash: string;
}

/** An event as it was stored: never rewritten; older versions are upcast on read. */
export interface RecordedEvent<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly version: number;
  readonly data: Data;
  readonly metadata: EventMetadata;
}

/** The hash a stream's first event links to. */
export const GENESIS_HASH = "0".repeat(64);
