import { CheckpointFile } from "@labledger/adapters/checkpoint/checkpoint-file";
import type { LeasedWork } from "@labledger/adapters/lease/lease-keeper";
import type { Ports } from "@labledger/adapters/open-ports";
import { type CheckpointSetup, startCheckpointer } from "./checkpointing";
import { MessageReactor } from "./message-reactor";
import { outboxFrom } from "./outbox";
import { DownstreamPublisher } from "./publisher";

export interface NotifierWorkOptions {
  readonly source: string;
  readonly env: NodeJS.ProcessEnv;
  readonly log: (line: string) => void;
  /** Whether the notifier's lease is still certainly held. */
  readonly holds: () => boolean;
  /** The bus fenced the publisher off while the lease is held: the work is started afresh. */
  readonly restart: () => void;
}

/**
 * What the one active notifier does while it holds the lease: publishes the log (from the bus's
 * checkpoint, after fencing off any older publisher), publishes the signed checkpoints an earlier
 * holder made but never published, checkpoints the log and turns approval steps into messages.
 */
export async function startNotifierWork(ports: Ports, setup: CheckpointSetup, options: NotifierWorkOptions): Promise<LeasedWork> {
  const publisher = new DownstreamPublisher(ports.events, ports.bus, {
    source: options.source,
    holds: options.holds,
    onFenced: options.restart,
  });
  await publisher.start();
  // Before the checkpointer makes a newer one: what an earlier holder signed but never published goes out first.
  await publisher.publishMissedCheckpoints(new CheckpointFile(setup.dataDir).checkpoints());
  const started: Array<(reason: "lost" | "shutdown") => Promise<void>> = [() => publisher.stop()];
  const stop = async (reason: "lost" | "shutdown") => {
    for (const part of [...started].reverse()) await part(reason);
  };
  try {
    const checkpointer = await startCheckpointer(ports.events, setup, options.log, {
      publisher,
      holds: options.holds,
      ...(ports.timestamps ? { timestamps: ports.timestamps } : {}),
    });
    started.push((reason) => checkpointer.stop(reason));
    const reactor = new MessageReactor(ports.events, ports.readStore, outboxFrom(options.env, ports.dataDir));
    await reactor.start();
    started.push(() => reactor.stop());
  } catch (error) {
    await stop("lost").catch(() => {});
    throw error;
  }
  return { stop };
}
