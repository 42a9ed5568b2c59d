import type { RecordedEvent } from "@labledger/events";
import { CHECKPOINT_MESSAGE_KEY, checkpointCloudEvent, type SignedCheckpoint, toCloudEvent } from "@labledger/events";
import type { DownstreamBus, EventStore, Subscription } from "@labledger/ports";

export interface PublisherOptions {
  /** CloudEvents `source`: identifies this LabLedger installation. */
  readonly source: string;
  /** Whether this process still certainly holds the notifier's lease: asked before every publish. */
  readonly holds?: () => boolean;
  /** The bus fenced this publisher off while it holds the lease (a zombie took the bus's id): start afresh. */
  readonly onFenced?: () => void;
}

/** A publish refused because the lease may have passed to another notifier. */
export class LeaseNotHeldError extends Error {
  constructor() {
    super("the notifier's lease is not certainly held: nothing is published");
  }
}

/**
 * Publishes the log to downstream systems. The bus records its checkpoint together with
 * each batch, and the publisher always starts from that checkpoint: a restart neither
 * drops nor repeats a message. It reads the log, never read models, so rebuilding a read
 * model publishes nothing.
 */
export class DownstreamPublisher {
  private subscription?: Subscription;
  private position = 0;
  private lastError?: unknown;
  /** Publishes one at a time: a bus (a Kafka transaction) takes one batch after the other. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly events: EventStore,
    private readonly bus: DownstreamBus,
    private readonly options: PublisherOptions,
  ) {}

  async start(): Promise<void> {
    this.position = await this.bus.checkpoint();
    this.subscription = this.events.subscribe({
      after: this.position,
      onEvents: (batch) => this.serially(() => this.publishEvents(batch)),
      onError: (error) => {
        this.lastError = error;
      },
    });
  }

  /**
   * Publishes a signed checkpoint of the log's head on the topic, with the position already published
   * (so the bus's own checkpoint does not move). At most once: one lost in a crash is still in the data
   * directory and the witness.
   */
  publishCheckpoint(checkpoint: SignedCheckpoint): Promise<void> {
    return this.serially(() =>
      this.bus.publish(
        [{ key: CHECKPOINT_MESSAGE_KEY, value: checkpointCloudEvent(checkpoint, this.options.source) }],
        this.position,
      ),
    );
  }

  /** Publishes the signed checkpoints the bus has not got (made by a notifier that died before publishing them). */
  async publishMissedCheckpoints(made: readonly SignedCheckpoint[]): Promise<number> {
    const published = await this.bus.signedCheckpoint();
    if (published === undefined) return 0;
    const missed = made.filter((checkpoint) => checkpoint.position > published);
    for (const checkpoint of missed) await this.publishCheckpoint(checkpoint);
    return missed.length;
  }

  private serially(job: () => Promise<void>): Promise<void> {
    const work = () => this.guarded(job);
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async guarded(job: () => Promise<void>): Promise<void> {
    if (this.options.holds && !this.options.holds()) throw new LeaseNotHeldError();
    try {
      await job();
    } catch (error) {
      if (error instanceof Error && error.name === "PublisherFencedError") this.options.onFenced?.();
      throw error;
    }
  }

  private async publishEvents(batch: readonly RecordedEvent[]): Promise<void> {
    const checkpoint = batch[batch.length - 1]!.metadata.globalPosition;
    const messages = batch.map((event) => ({ key: event.metadata.streamId, value: toCloudEvent(event, this.options.source) }));
    await this.bus.publish(messages, checkpoint);
    this.position = checkpoint;
    this.lastError = undefined;
  }

  async stop(): Promise<void> {
    await this.subscription?.stop();
    this.subscription = undefined;
  }

  async status(): Promise<{ position: number; lag: number; bus: string; error?: string }> {
    const head = await this.events.headPosition();
    return {
      position: this.position,
      lag: Math.max(0, head - this.position),
      bus: this.bus.kind,
      ...(this.lastError ? { error: String(this.lastError) } : {}),
    };
  }
}
