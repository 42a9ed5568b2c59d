import type { Lease, LeaseStore } from "@labledger/ports";
import { LEASE_TEXTS } from "./lease-texts";

/** The work a lease guards, started on taking the lease. */
export interface LeasedWork {
  /** "lost": another holder may run already, stop without writing anything more; "shutdown": finish cleanly. */
  stop(reason: "lost" | "shutdown"): Promise<void>;
}

export interface LeaseKeeperOptions {
  readonly store: LeaseStore;
  readonly name: string;
  /** Unique per process (host, pid, a random part). */
  readonly holder: string;
  /** How long a lease runs without a renewal (default 10 s): a standby takes over within about this after the holder dies. */
  readonly ttlMs?: number;
  /** How often the holder renews (default a quarter of ttlMs) and a standby tries to take over (default the same). */
  readonly renewMs?: number;
  /**
   * Starts the work; `holds()` answers whether the lease is still certainly held (check it before
   * each commit); `restart()` asks for the work to be stopped and started afresh under the same lease
   * (a downstream fenced it off: a zombie of an older holder took its place there).
   */
  readonly start: (lease: Lease, holds: () => boolean, restart: () => void) => Promise<LeasedWork>;
  /** Names the work in the log lines. */
  readonly work: string;
  readonly log?: (line: string) => void;
}

/**
 * Keeps one lease: stands by until it can take it, then runs the work and renews well before
 * expiry. When a renewal fails or does not come back before the lease would expire, the work
 * is stopped at once and the keeper stands by again. `holds()` turns false the moment the
 * lease may have expired, even while this process was paused (it reads the clock, no timer).
 */
export class LeaseKeeper {
  private lease?: Lease;
  /** Local time until which the lease is certainly ours: the renewal's start plus its ttl. */
  private deadline = 0;
  private work?: LeasedWork;
  private stopping = false;
  private wake?: () => void;
  private restartWanted = false;
  private starting?: Promise<void>;
  private loop?: Promise<void>;
  private readonly ttlMs: number;
  private readonly renewMs: number;
  private readonly log: (line: string) => void;

  constructor(private readonly options: LeaseKeeperOptions) {
    this.ttlMs = options.ttlMs ?? 10_000;
    this.renewMs = options.renewMs ?? Math.max(50, Math.floor(this.ttlMs / 4));
    this.log = options.log ?? ((line) => console.log(line));
  }

  start(): void {
    this.loop ??= this.run();
  }

  holds(): boolean {
    return this.lease !== undefined && Date.now() < this.deadline;
  }

  /** The lease while held (its epoch fences older holders). */
  current(): Lease | undefined {
    return this.holds() ? this.lease : undefined;
  }

  /** Ends the keeping: the work stops cleanly, then the lease is released so a standby takes over at once. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.loop;
    const lease = this.lease;
    if (!lease) return;
    await this.stopWork(this.holds() ? "shutdown" : "lost");
    this.lease = undefined;
    await this.options.store.release(lease).catch(() => {});
    this.log(LEASE_TEXTS.released(this.options.work, lease.epoch));
  }

  private async run(): Promise<void> {
    let saidStandby = false;
    while (!this.stopping) {
      if (!this.lease) {
        const startedAt = Date.now();
        const lease = await this.options.store.acquire(this.options.name, this.options.holder, this.ttlMs).catch(() => undefined);
        if (lease && this.stopping) await this.options.store.release(lease).catch(() => {});
        else if (lease) {
          saidStandby = false;
          this.begin(lease, startedAt + this.ttlMs);
        } else if (!saidStandby) {
          saidStandby = true;
          this.log(LEASE_TEXTS.standby(this.options.work, this.options.holder));
        }
      } else if (this.restartWanted && this.holds()) {
        this.restartWanted = false;
        await this.stopWork("lost");
        if (this.lease && this.holds()) this.begin(this.lease, this.deadline);
      } else {
        await this.renew();
      }
      await this.pause(this.renewMs);
    }
  }

  /** Starts the work without waiting for it: renewals go on while it starts (a long catch-up). */
  private begin(lease: Lease, deadline: number): void {
    this.lease = lease;
    this.deadline = deadline;
    this.log(LEASE_TEXTS.acquired(this.options.work, lease.holder, lease.epoch));
    const restart = () => {
      this.restartWanted = true;
      this.wake?.();
    };
    this.starting = this.options
      .start(lease, () => this.holds(), restart)
      .then(
        (work) => {
          this.work = work;
        },
        async (error) => {
          this.log(LEASE_TEXTS.failed(this.options.work, String(error)));
          if (this.lease !== lease) return;
          this.lease = undefined;
          await this.options.store.release(lease).catch(() => {});
        },
      );
  }

  private async stopWork(reason: "lost" | "shutdown"): Promise<void> {
    await this.starting;
    const work = this.work;
    this.work = undefined;
    await work?.stop(reason).catch(() => {});
  }

  private async renew(): Promise<void> {
    const lease = this.lease!;
    const startedAt = Date.now();
    const left = this.deadline - startedAt;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const renewed =
      left <= 0
        ? undefined
        : await Promise.race([
            this.options.store.renew(lease, this.ttlMs).catch(() => undefined),
            new Promise<undefined>((resolve) => {
              timer = setTimeout(() => resolve(undefined), left);
            }),
          ]);
    clearTimeout(timer);
    if (this.lease !== lease) return;
    if (renewed && Date.now() < this.deadline) {
      this.lease = renewed;
      this.deadline = startedAt + this.ttlMs;
      return;
    }
    const why = left <= 0 ? "expired" : renewed ? "late" : "refused";
    this.lease = undefined;
    await this.stopWork("lost");
    this.log(LEASE_TEXTS.lost(this.options.work, lease.epoch, why));
  }

  private pause(ms: number): Promise<void> {
    if (this.stopping || this.restartWanted) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}
