import { toCloudEvent } from "@labledger/events";
import type { DownstreamBus, EventStore, Subscription } from "@labledger/ports";

export interface PublisherOptions {
  /** CloudEvents `source`: identifies this LabLedger installation. */
  readonly source: string;
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

  constructor(
    private readonly events: EventStore,
    private readonly bus: DownstreamBus,
    private readonly options: PublisherOptions,
  ) {}

  async start(): Promise<void> {
    this.position = await this.bus.checkpoint();
    this.subscription = this.events.subscribe({
      after: this.position,
      onEvents: async (batch) => {
        const checkpoint = batch[batch.length - 1]!.metadata.globalPosition;
        const messages = batch.map((event) => ({
          key: event.metadata.streamId,
          value: toCloudEvent(event, this.options.source),
        }));
        await this.bus.publish(messages, checkpoint);
        this.position = checkpoint;
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
