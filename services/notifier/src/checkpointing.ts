import { CheckpointFile } from "@labledger/adapters/checkpoint/checkpoint-file";
import {
  type CheckpointKey,
  type CheckpointKeyEnvironment,
  InsideDataDirectoryError,
  loadCheckpointKey,
  publicKeyPathOf,
  witnessDirectory,
} from "@labledger/adapters/checkpoint/signing-key";
import { positiveInteger } from "@labledger/adapters/process/settings";
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

/** The key and the places, checked: what a checkpointer needs. Throws a CheckpointSetupError (both languages). */
export interface CheckpointSetup {
  readonly key: CheckpointKey;
  readonly dataDir: string;
  readonly witness?: string;
  readonly every: number;
  readonly seconds: number;
}

/**
 * Loads (or makes) the signing key outside the data directory and checks the witness directory; run it
 * before anything is written, so a refusal changes nothing.
 */
export function prepareCheckpointing(dataDir: string, env: CheckpointEnvironment, log: (line: string) => void): CheckpointSetup {
  let key: CheckpointKey;
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
  return {
    key,
    dataDir,
    ...(witness ? { witness } : {}),
    every: positiveInteger(env.LABLEDGER_CHECKPOINT_EVERY, CHECKPOINT_DEFAULTS.every),
    seconds: positiveInteger(env.LABLEDGER_CHECKPOINT_SECONDS, CHECKPOINT_DEFAULTS.seconds),
  };
}

export interface CheckpointExtras {
  readonly publisher?: DownstreamPublisher;
  readonly timestamps?: TimestampAuthority;
  /** The notifier's lease (distributed mode): checkpoints are written only while it is held. */
  readonly holds?: () => boolean;
}

/** Starts the one checkpointer of a log, where the one publisher runs. */
export async function startCheckpointer(
  events: EventStore,
  setup: CheckpointSetup,
  log: (line: string) => void,
  extras: CheckpointExtras = {},
): Promise<Checkpointer> {
  const checkpointer = new Checkpointer(events, {
    key: setup.key,
    every: setup.every,
    seconds: setup.seconds,
    files: [new CheckpointFile(setup.dataDir), ...(setup.witness ? [new CheckpointFile(setup.witness)] : [])],
    ...(extras.timestamps ? { timestamps: extras.timestamps } : {}),
    ...(extras.publisher ? { publish: (checkpoint) => extras.publisher!.publishCheckpoint(checkpoint) } : {}),
    ...(extras.holds ? { holds: extras.holds } : {}),
    log,
  });
  await checkpointer.start();
  return checkpointer;
}

/** Both steps at once (the notifier process, tests). */
export async function startCheckpointing(
  events: EventStore,
  dataDir: string,
  env: CheckpointEnvironment,
  log: (line: string) => void,
  extras: CheckpointExtras = {},
): Promise<Checkpointer> {
  return startCheckpointer(events, prepareCheckpointing(dataDir, env, log), log, extras);
}
