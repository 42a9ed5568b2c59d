import { CheckpointFile } from "@labledger/adapters/checkpoint/checkpoint-file";
import {
  type CheckpointKeyEnvironment,
  InsideDataDirectoryError,
  loadCheckpointKey,
  publicKeyPathOf,
  witnessDirectory,
} from "@labledger/adapters/checkpoint/signing-key";
import type { EventStore, TimestampAuthority } from "@labledger/ports";
import { checkpointText } from "./checkpoint-texts";
import { Checkpointer } from "./checkpointer";
import type { DownstreamPublisher } from "./publisher";

export interface CheckpointEnvironment extends CheckpointKeyEnvironment {
  /** A checkpoint every this many events (default 1000)… */
  readonly LABLEDGER_CHECKPOINT_EVERY?: string;
  /** …or every this many seconds when events came (default 60). */
  readonly LABLEDGER_CHECKPOINT_SECONDS?: string;
}

export const CHECKPOINT_DEFAULTS = { every: 1000, seconds: 60 } as const;

/** A refusal to start, already in both languages. */
export class CheckpointSetupError extends Error {}

/**
 * Sets up and starts the one checkpointer of a log, where the one publisher runs: loads (or makes) the
 * signing key outside the data directory, opens the data directory's and the witness's checkpoint files.
 */
export async function startCheckpointing(
  events: EventStore,
  dataDir: string,
  env: CheckpointEnvironment,
  log: (line: string) => void,
  extras: { readonly publisher?: DownstreamPublisher; readonly timestamps?: TimestampAuthority } = {},
): Promise<Checkpointer> {
  let key: ReturnType<typeof loadCheckpointKey>;
  let witness: string | undefined;
  try {
    key = loadCheckpointKey(env, dataDir);
    witness = witnessDirectory(env, dataDir);
  } catch (error) {
    if (!(error instanceof InsideDataDirectoryError)) throw error;
    throw new CheckpointSetupError(checkpointText("insideData", { what: error.what, path: error.path, dataDir: error.dataDir }));
  }
  if (key.source === "created" && key.path)
    log(checkpointText("keyCreated", { path: key.path, publicKey: publicKeyPathOf(key.path) }));
  const checkpointer = new Checkpointer(events, {
    key,
    every: positiveInteger(env.LABLEDGER_CHECKPOINT_EVERY, CHECKPOINT_DEFAULTS.every),
    seconds: positiveInteger(env.LABLEDGER_CHECKPOINT_SECONDS, CHECKPOINT_DEFAULTS.seconds),
    files: [new CheckpointFile(dataDir), ...(witness ? [new CheckpointFile(witness)] : [])],
    ...(extras.timestamps ? { timestamps: extras.timestamps } : {}),
    ...(extras.publisher ? { publish: (checkpoint) => extras.publisher!.publishCheckpoint(checkpoint) } : {}),
    log,
  });
  await checkpointer.start();
  return checkpointer;
}

function positiveInteger(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== "" && Number.isInteger(n) && n > 0 ? n : fallback;
}
