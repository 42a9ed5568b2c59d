import type { EventStore, ReadStore, Subscription } from "@labledger/ports";
import { type ApplyTarget, applyEvents } from "./apply-events";
import { type KeeperStatus, keeperStatus } from "./keeper-status";
import { type Projection, versionKey } from "./projection";
import { rebuildProjection, recordVersion } from "./rebuild";

const LIVE: (p: Projection) => ApplyTarget = (p) => ({ checkpointKey: p.name, collection: (c) => c });

interface Waiter {
  position: number;
  resolve: () => void;
}

/**
 * Keeps one projection up to date: catches up from its stored checkpoint, then follows the
 * log live. Idempotent: a re-delivered event is skipped by the read store's position guard.
 */
export class ProjectionRunner {
  private subscription?: Subscription;
  private position = 0;
  private waiters: Waiter[] = [];
  private lastError?: unknown;

  constructor(
    private readonly events: EventStore,
    private readonly readStore: ReadStore,
    readonly projection: Projection,
  ) {}

  get name(): string {
    return this.projection.name;
  }

  async start(): Promise<void> {
    await this.rebuildIfChanged();
    this.position = await this.readStore.checkpoint(this.projection.name);
    this.subscription = this.events.subscribe({
      after: this.position,
      onEvents: async (events) => {
        this.position = await applyEvents(this.readStore, this.projection, events, LIVE(this.projection));
        this.lastError = undefined;
        this.settleWaiters();
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

  /** Where this read model stands and how far behind the log it is. */
  status(): Promise<KeeperStatus> {
    return keeperStatus(this.projection.name, this.events, () => this.readStore.checkpoint(this.projection.name), this.lastError);
  }

  /** Read-your-writes: resolves once the read model reflects `position`, false on time-out. */
  waitFor(position: number, timeoutMs = 5000): Promise<boolean> {
    if (this.position >= position) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter: Waiter = { position, resolve: () => resolve(true) };
      this.waiters.push(waiter);
      setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        resolve(this.position >= position);
      }, timeoutMs).unref();
    });
  }

  private settleWaiters(): void {
    const ready = this.waiters.filter((w) => w.position <= this.position);
    this.waiters = this.waiters.filter((w) => w.position > this.position);
    for (const w of ready) w.resolve();
  }

  /**
   * A read model written by an older definition of its projection (Projection.version) is
   * made again from the log before it follows it: new readers then see every past event too.
   * The version is kept beside the checkpoints.
   */
  private async rebuildIfChanged(): Promise<void> {
    const { name, version } = this.projection;
    const [stored, position] = await Promise.all([
      this.readStore.checkpoint(versionKey(this.projection)),
      this.readStore.checkpoint(name),
    ]);
    if (stored === version) return;
    // Version 1 on a read model from before versions existed was written by this same definition.
    const outdated = position > 0 && !(stored === 0 && version === 1);
    if (outdated) await rebuildProjection(this.events, this.readStore, this.projection);
    else await recordVersion(this.readStore, this.projection);
  }

  /** Rebuilds into fresh collections while paused, swaps them in, and follows the log again. */
  async rebuild(): Promise<{ events: number; position: number }> {
    const wasRunning = this.subscription !== undefined;
    await this.stop();
    const result = await rebuildProjection(this.events, this.readStore, this.projection);
    this.position = result.position;
    if (wasRunning) await this.start();
    return result;
  }
}
