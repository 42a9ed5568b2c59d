import { SERVER_TIME_RETRIES, TIMESTAMP_REFRESH_MS } from "../app/constants";

/** A server-time reading whose round trip took longer than this is not trusted. */
const MAX_ROUND_TRIP_MS = 10_000;

export interface ServerClockOptions {
  /** Reads the server's time in ms (GET /api/time). */
  readonly fetchServerNow: () => Promise<number>;
  readonly now?: () => number;
  readonly onFailure?: (error: unknown) => void;
}

/**
 * The server's time, which the request signature's timestamp must be close to. The offset to
 * the server's clock is read again once it is 30 s old (or the local clock went backwards), so
 * a computer that slept or changed its clock signs with a fresh time.
 */
export class ServerClock {
  private offset: number | undefined;
  private syncedAt = 0;
  private syncing: Promise<void> | undefined;
  private readonly now: () => number;

  constructor(private readonly options: ServerClockOptions) {
    this.now = options.now ?? Date.now;
  }

  async serverNow(): Promise<number> {
    const now = this.now();
    if (this.offset === undefined || now - this.syncedAt >= TIMESTAMP_REFRESH_MS || now < this.syncedAt) await this.sync();
    return this.now() + (this.offset ?? 0);
  }

  sync(): Promise<void> {
    this.syncing ??= this.readOffset().finally(() => {
      this.syncing = undefined;
    });
    return this.syncing;
  }

  private async readOffset(): Promise<void> {
    let lastError: unknown;
    for (let attempt = 0; attempt < SERVER_TIME_RETRIES; attempt++) {
      try {
        const before = this.now();
        const serverNow = await this.options.fetchServerNow();
        const after = this.now();
        // The local clock jumped while asking (the computer slept, the clock was set): the reading means nothing.
        if (after < before || after - before > MAX_ROUND_TRIP_MS)
          throw new Error("the local clock moved during the time request");
        this.offset = serverNow - Math.round((before + after) / 2);
        this.syncedAt = after;
        return;
      } catch (error) {
        lastError = error;
      }
    }
    // Spec §8: after three failures the time stays empty; the local clock stands in for it.
    this.options.onFailure?.(lastError);
    this.offset = 0;
    this.syncedAt = this.now();
  }
}
