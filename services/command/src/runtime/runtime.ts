import type { CheckpointIndex } from "@labledger/adapters/checkpoint/checkpoint-index";
import type { Ports } from "@labledger/adapters/open-ports";
import type { LockoutPolicy, PasswordPolicy } from "@labledger/domain";
import type { Checkpointer, DownstreamPublisher, MessageReactor } from "@labledger/notifier";
import type { ProjectionRunner, StreamRestater } from "@labledger/projections";
import type { SessionTokens } from "../auth/session-token";
import type { SessionWrites } from "../pipeline/session-writes";
import type { StreamSnapshots } from "../pipeline/stream-snapshots";
import type { CaughtUpView } from "./caught-up-view";

/** Identity rules an organisation configures (environment variables, see README). */
export interface SecurityPolicy {
  readonly lockout: LockoutPolicy;
  readonly password: PasswordPolicy;
  /** A session unused this long ends (default 30 min). */
  readonly sessionIdleMs: number;
  /** Accept the spec §7 signature from API clients (LABLEDGER_LEGACY_SIGNATURE=off refuses it). */
  readonly legacySignature: boolean;
}

/** What the HTTP shell is given: the ports and the workers running beside it. */
export interface Runtime {
  readonly ports: Ports;
  readonly runners: readonly ProjectionRunner[];
  /** Read models restated from each touched stream (the search index, the records' report values), started with the projections. */
  readonly restaters: readonly StreamRestater[];
  readonly publisher?: DownstreamPublisher;
  /** Messages, e-mails and reminders (in-process in embedded mode). */
  readonly reactor?: MessageReactor;
  /** The signed checkpoints of the log kept in the data directory (read by verification and exports). */
  readonly checkpoints: CheckpointIndex;
  /** Signs checkpoints of the log's head (in-process where the publisher runs). */
  readonly checkpointer?: Checkpointer;
  readonly tokens: SessionTokens;
  /** Folds long streams (records) from their snapshots. */
  readonly snapshots: StreamSnapshots;
  /** What commands decide on that no one stream holds (members, roles, dictionaries, numbering rules), exact to the log. */
  readonly decisionFacts: CaughtUpView;
  /** The last write of each session, which its later reads wait for (read-your-writes without a token). */
  readonly sessionWrites: SessionWrites;
  readonly security: SecurityPolicy;
  readonly version: string;
}

export const RUNTIME = Symbol("Runtime");
