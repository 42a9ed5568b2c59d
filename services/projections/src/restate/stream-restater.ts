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
  /**
   * Events that come many at a time (a sheet's cells as members type): a stream changed only by
   * them is restated once it has rested, not for each one (a large record costs a whole restate).
   */
  readonly settles?: (event: RecordedEvent) => boolean;
  storedVersion(): Promise<number>;
  checkpoint(): Promise<number>;
  /** Empties the model and records the current version. */
  reset(): Promise<void>;
  /** Writes what these streams hold now, with the checkpoint (the global position of the batch's last event). */
  restate(streamIds: readonly string[], checkpoint: number): Promise<void>;
}

/** How long a stream changed by settling events rests before it is restated, and the longest it waits. */
export interface SettleTimes {
  readonly restMs: number;
  readonly mostMs: number;
}
const SETTLE: SettleTimes = { restMs: 2_000, mostMs: 30_000 };

/**
 * Keeps a restated model from the log: from its checkpoint, then live, like a projection runner.
 * Streams waiting to settle hold the checkpoint back, so a restart restates them: none is lost.
 */
export class StreamRestater {
  private subscription?: Subscription;
  private lastError?: unknown;
  private readonly waiting = new Set<string>();
  private waitingUpTo = 0;
  private waitingSince = 0;
  private timer?: NodeJS.Timeout;
  private turn: Promise<void> = Promise.resolve();

  constructor(
    private readonly events: EventStore,
    readonly model: RestatedModel,
    private readonly settle: SettleTimes = SETTLE,
  ) {}

  get name(): string {
    return this.model.name;
  }

  async start(): Promise<void> {
    if ((await this.model.storedVersion()) !== this.model.version) await this.model.reset();
    this.subscription = this.events.subscribe({
      after: await this.model.checkpoint(),
      onEvents: async (batch) => {
        await this.inTurn(() => this.apply(batch));
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
    clearTimeout(this.timer);
    await this.inTurn(() => this.restateWaiting()).catch((error: unknown) => {
      this.lastError = error;
    });
  }

  status(): Promise<KeeperStatus> {
    return keeperStatus(this.name, this.events, () => this.model.checkpoint(), this.lastError);
  }

  private async apply(batch: readonly RecordedEvent[]): Promise<void> {
    const last = batch[batch.length - 1];
    if (!last) return;
    const { reads, changedBy = () => true, settles } = this.model;
    const touching = batch.filter((e) => reads(e.metadata.streamId) && changedBy(e));
    if (settles && touching.every(settles) && (touching.length > 0 || this.waiting.size > 0)) {
      if (this.waiting.size === 0) this.waitingSince = Date.now();
      for (const e of touching) this.waiting.add(e.metadata.streamId);
      this.waitingUpTo = last.metadata.globalPosition;
      this.restWaiting();
      return;
    }
    const streams = new Set([...this.waiting, ...touching.map((e) => e.metadata.streamId)]);
    await this.model.restate([...streams], last.metadata.globalPosition);
    this.forgetWaiting();
  }

  /** Restates the waiting streams once none has changed for a while, or once they waited the longest. */
  private restWaiting(
    rest = Math.max(0, Math.min(this.settle.restMs, this.waitingSince + this.settle.mostMs - Date.now())),
  ): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.inTurn(() => this.restateWaiting()).then(
        () => {
          this.lastError = undefined;
        },
        (error: unknown) => {
          this.lastError = error;
          if (this.subscription) this.restWaiting(this.settle.restMs);
        },
      );
    }, rest);
    this.timer.unref();
  }

  private async restateWaiting(): Promise<void> {
    if (this.waiting.size === 0) return;
    await this.model.restate([...this.waiting], this.waitingUpTo);
    this.forgetWaiting();
  }

  private forgetWaiting(): void {
    clearTimeout(this.timer);
    this.waiting.clear();
  }

  /** Batches and settled restates one at a time, in order. */
  private inTurn(work: () => Promise<void>): Promise<void> {
    const done = this.turn.then(work);
    this.turn = done.catch(() => {});
    return done;
  }
}
