import type { KeyObject } from "node:crypto";
import type { CheckpointFile } from "@labledger/adapters/checkpoint/checkpoint-file";
import type { CheckpointLeaf, CheckpointTimestamp, RecordedEvent, SignedCheckpoint } from "@labledger/events";
import { checkpointDigest, GlobalChain, signCheckpoint } from "@labledger/events/node";
import type { EventStore, Subscription, TimestampAuthority } from "@labledger/ports";
import { checkpointText } from "./checkpoint-texts";

export interface CheckpointerOptions {
  readonly key: { readonly privateKey: KeyObject; readonly keyId: string };
  /** A checkpoint after this many events… */
  readonly every: number;
  /** …or after this many seconds when at least one event came since the last one. */
  readonly seconds: number;
  /** The data directory's file first, then the witness's. */
  readonly files: readonly CheckpointFile[];
  readonly timestamps?: TimestampAuthority;
  /** Publishes a checkpoint downstream (the Kafka topic). */
  readonly publish?: (checkpoint: SignedCheckpoint) => Promise<void>;
  readonly log: (line: string) => void;
  readonly now?: () => Date;
  /** Whether this process still certainly holds the notifier's lease: no checkpoint is written without it. */
  readonly holds?: () => boolean;
}

/**
 * Follows the log in global order, extends the global chain g(n) = sha256(g(n-1), position, hash) and
 * signs its head every N events or T seconds. It only reads the log, so it works alike for every event
 * store, and picks up after its last checkpoint. On an existing log without checkpoints (an upgrade) it
 * makes one as soon as it has read the log as it stood at start. Exactly one may run per log.
 */
export class Checkpointer {
  private chain = new GlobalChain();
  private leaves: CheckpointLeaf[] = [];
  private subscription?: Subscription;
  private timer?: NodeJS.Timeout;
  private queue: Promise<unknown> = Promise.resolve();
  private upgradeUntil?: number;
  private readonly waiting = new Set<{ position: number; resolve: () => void }>();

  constructor(
    private readonly events: EventStore,
    private readonly options: CheckpointerOptions,
  ) {}

  /** The signing key (the in-process service checks the data directory's checkpoints with its public half). */
  get privateKey(): KeyObject {
    return this.options.key.privateKey;
  }

  async start(): Promise<void> {
    await this.catchUpWitnesses();
    const last = this.options.files[0]?.checkpoints().at(-1);
    this.chain = last ? new GlobalChain(last.globalHash, last.position, last.events) : new GlobalChain();
    if (!last) {
      const head = await this.events.headPosition();
      if (head > 0) this.upgradeUntil = head;
    }
    this.subscription = this.events.subscribe({
      after: this.chain.position,
      onEvents: (batch) => this.serially(() => this.follow(batch)),
    });
    this.timer = setInterval(() => void this.serially(() => this.checkpointPending()), this.options.seconds * 1000);
    this.timer.unref();
    // An upgrade is sealed before the service goes on: whatever it serves next lies after the first checkpoint.
    if (this.upgradeUntil !== undefined) await this.checkpointUpTo(this.upgradeUntil);
  }

  /**
   * Stops following the log, after a last checkpoint of what was read since the previous one
   * (none when the lease was lost: the new holder checkpoints those events).
   */
  async stop(reason: "shutdown" | "lost" = "shutdown"): Promise<void> {
    clearInterval(this.timer);
    await this.subscription?.stop();
    if (reason === "shutdown") await this.serially(() => this.checkpointPending());
    else await this.queue;
  }

  /** The newest checkpoint this process made or found. */
  latest(): SignedCheckpoint | undefined {
    return this.options.files[0]?.checkpoints().at(-1);
  }

  /** Waits until the log up to `position` has been read, then checkpoints what is pending (tests, shutdown). */
  async checkpointUpTo(position: number): Promise<SignedCheckpoint | undefined> {
    if (this.chain.position < position) await new Promise<void>((resolve) => this.waiting.add({ position, resolve }));
    return this.serially(() => this.checkpointPending());
  }

  private serially<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async follow(batch: readonly RecordedEvent[]): Promise<void> {
    for (const event of batch) {
      const { globalPosition, streamId, streamPosition, hash } = event.metadata;
      this.chain.next(globalPosition, hash);
      this.leaves.push([globalPosition, streamId, streamPosition, hash]);
      if (this.leaves.length >= this.options.every) await this.checkpointPending();
    }
    if (this.upgradeUntil !== undefined && this.chain.position >= this.upgradeUntil) {
      this.upgradeUntil = undefined;
      await this.checkpointPending();
    }
    for (const waiter of this.waiting) {
      if (this.chain.position >= waiter.position) {
        this.waiting.delete(waiter);
        waiter.resolve();
      }
    }
  }

  private async checkpointPending(): Promise<SignedCheckpoint | undefined> {
    if (this.leaves.length === 0) return this.latest();
    // Kept pending: a holder that lost its lease writes nothing more, the new one goes on from the file.
    if (this.options.holds && !this.options.holds()) return undefined;
    const { key, files, log } = this.options;
    const body = {
      position: this.chain.position,
      events: this.chain.events,
      globalHash: this.chain.hash,
      time: (this.options.now?.() ?? new Date()).toISOString(),
      keyId: key.keyId,
    };
    const timestamp = await this.stamp(body);
    const checkpoint: SignedCheckpoint = { ...signCheckpoint(body, key.privateKey), ...(timestamp ? { timestamp } : {}) };
    const record = { checkpoint, leaves: this.leaves };
    const [dataFile, ...witnesses] = files;
    try {
      await dataFile?.append(record);
    } catch (error) {
      // Kept pending: the next checkpoint covers these events too.
      log(checkpointText("writeFailed", { where: dataFile?.path ?? "", problem: String(error) }));
      return undefined;
    }
    this.leaves = [];
    for (const witness of witnesses) {
      await witness
        .append(record)
        .catch((error) => log(checkpointText("writeFailed", { where: witness.path, problem: String(error) })));
    }
    await this.options
      .publish?.(checkpoint)
      .catch((error) => log(checkpointText("publishFailed", { position: checkpoint.position, problem: String(error) })));
    return checkpoint;
  }

  /**
   * A process killed between the data directory's append and a witness's leaves the witness without
   * that checkpoint; before any new one, the witness gets what it missed, in order.
   */
  private async catchUpWitnesses(): Promise<void> {
    const [dataFile, ...witnesses] = this.options.files;
    const last = dataFile?.checkpoints().at(-1)?.position ?? 0;
    for (const witness of witnesses) {
      const has = witness.checkpoints().at(-1)?.position ?? 0;
      if (has >= last) continue;
      for (const record of dataFile!.records().filter((r) => r.checkpoint.position > has)) {
        const written = await witness.append(record).then(
          () => true,
          (error) => {
            this.options.log(checkpointText("writeFailed", { where: witness.path, problem: String(error) }));
            return false;
          },
        );
        if (!written) break;
      }
    }
  }

  /** A failed stamp never stops checkpoints: this one goes without, the next one asks again. */
  private async stamp(body: Parameters<typeof checkpointDigest>[0]): Promise<CheckpointTimestamp | undefined> {
    if (!this.options.timestamps) return undefined;
    try {
      const { token, time, authority } = await this.options.timestamps.stamp(checkpointDigest(body));
      return { token, time, authority };
    } catch (error) {
      this.options.log(checkpointText("stampFailed", { position: body.position, problem: String(error) }));
      return undefined;
    }
  }
}
