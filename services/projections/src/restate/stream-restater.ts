import type { RecordedEvent } from "@labledger/events";
import type { EventStore, Subscription } from "@labledger/ports";
import { type KeeperStatus, keeperStatus } from "../keeper-status";

/**
 * A read model whose documents are written whole from the streams a batch of events touches,
 * each read again from its own stream: it holds what a record holds now, through the domain's own
 * fold, never a diff of it. Rebuildable from the log like every read model.
 */
export interface RestatedModel {
  readonly name: string;
  /** Raised when what it writes for past events changes: the model is emptied and made again from the log. */
  readonly version: number;
  readonly reads: (streamId: string) => boolean;
  /** Whether an event may change what the model keeps of its stream; a batch of none leaves the stream as written. */
  readonly changedBy?: (event: RecordedEvent) => boolean;
  storedVersion(): Promise<number>;
  checkpoint(): Promise<number>;
  /** Empties the model and records the current version. */
  reset(): Promise<void>;
  /** Writes what these streams hold now, with the checkpoint (the global position of the batch's last event). */
  restate(streamIds: readonly string[], checkpoint: number): Promise<void>;
}

/** Keeps a restated model from the log: from its checkpoint, then live, like a projection runner. */
export class StreamRestater {
  private subscription?: Subscription;
  private lastError?: unknown;

  constructor(
    private readonly events: EventStore,
    readonly model: RestatedModel,
  ) {}

  get name(): string {
    return this.model.name;
  }

  async start(): Promise<void> {
    if ((await this.model.storedVersion()) !== this.model.version) await this.model.reset();
    this.subscription = this.events.subscribe({
      after: await this.model.checkpoint(),
      onEvents: async (batch) => {
        await this.apply(batch);
        this.lastError = undefined;
      },
      onError: (error) => {
        this.lastError = error;
      },
    });
  }

  async stop(): Promise<void> {
    await this.subscription?.stop();
    this.subscription = undefined;
  }

  status(): Promise<KeeperStatus> {
    return keeperStatus(this.name, this.events, () => this.model.checkpoint(), this.lastError);
  }

  private async apply(batch: readonly RecordedEvent[]): Promise<void> {
    const last = batch[batch.length - 1];
    if (!last) return;
    const { reads, changedBy = () => true } = this.model;
    const streams = [...new Set(batch.filter(changedBy).map((e) => e.metadata.streamId))].filter(reads);
    await this.model.restate(streams, last.metadata.globalPosition);
  }
}
