/**
 * A stream's folded state at one revision, kept so that a long stream is not folded from its
 * first event on every read. Only an optimisation: whoever reads one checks it and folds the
 * whole stream when it is missing, of another fold version, stale or unreadable.
 */
export interface StreamSnapshot {
  readonly streamId: string;
  /** The revision of the last event folded into `state`. */
  readonly revision: number;
  /** Which fold made it (the decider's state version and the event catalogue's versions): another fold never reads it. */
  readonly foldVersion: string;
  /** The chain hash of the event at `revision`: the snapshot holds only while the stream still has that event. */
  readonly eventHash: string;
  /** The folded state, serialised by the one who folded it. */
  readonly state: string;
  /** A keyed MAC over all of the above, made and checked by the one who folds: the store keeps it as it is. */
  readonly seal: string;
}

export interface SnapshotStore {
  /** The newest snapshot of a stream made by this fold version; undefined when there is none or it cannot be read. */
  latest(streamId: string, foldVersion: string): Promise<StreamSnapshot | undefined>;
  /** Keeps a snapshot; it never replaces a newer one of the same fold version, and drops those of other fold versions. */
  save(snapshot: StreamSnapshot): Promise<void>;
  close(): Promise<void>;
}
