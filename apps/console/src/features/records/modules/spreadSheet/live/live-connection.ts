import { LIVE_KEEPALIVE_MS } from "@labledger/domain/module-kinds/spreadSheet/presence-timing";
import { type ServerEvent, SseParser } from "./sse-parser";

export interface LiveConnectionOptions {
  /** The stream's path under the site, e.g. /api/experiments/{id}/modules/{moduleId}/live. */
  readonly url: string;
  /** Signed headers for one request (a fresh nonce each time): EventSource cannot sign, fetch can. */
  readonly headers: (request: { method: string; url: string }) => Promise<Record<string, string>>;
  readonly onEvent: (event: ServerEvent) => void;
  readonly onConnected: (connected: boolean) => void;
  /** The server refused the stream (no access, the module gone): no point reconnecting. */
  readonly onRefused?: (status: number) => void;
  readonly fetch?: typeof fetch;
  readonly setTimer?: (run: () => void, ms: number) => unknown;
  readonly clearTimer?: (timer: unknown) => void;
}

/**
 * Refusals no retry mends (no access, the module gone, a request the server will never take).
 * A 401 or 423 is retried: the transport's other calls lead the member to log in or unlock.
 */
const FINAL_REFUSALS: ReadonlySet<number> = new Set([400, 403, 404, 410]);
/** Waits between reconnects: quick at first, then at most every 15 s. */
const BACKOFF_MS = [500, 1_000, 2_000, 5_000, 10_000, 15_000];
/** Nothing heard for this long (two keep-alives missed): the connection is dead even if the socket is not. */
const SILENCE_MS = LIVE_KEEPALIVE_MS * 2;

/**
 * One live stream of a spreadsheet module read with fetch and a stream reader, reconnecting
 * after a drop from the last position it received (`?after=`), so no change is missed.
 */
export class LiveConnection {
  private lastPosition: number | undefined;
  private abort: AbortController | undefined;
  private stopped = false;
  private failures = 0;
  private retry: unknown;
  private watchdog: unknown;
  private readonly fetch: typeof fetch;
  private readonly setTimer: (run: () => void, ms: number) => unknown;
  private readonly clearTimer: (timer: unknown) => void;

  constructor(private readonly options: LiveConnectionOptions) {
    this.fetch = options.fetch ?? ((...args) => fetch(...args));
    this.setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  }

  get position(): number | undefined {
    return this.lastPosition;
  }

  start(): void {
    void this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.clearTimer(this.retry);
    this.clearTimer(this.watchdog);
    this.abort?.abort();
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const url = this.lastPosition === undefined ? this.options.url : `${this.options.url}?after=${this.lastPosition}`;
    const abort = new AbortController();
    this.abort = abort;
    let opened = false;
    try {
      const response = await this.fetch(url, {
        headers: await this.options.headers({ method: "GET", url }),
        signal: abort.signal,
      });
      if (FINAL_REFUSALS.has(response.status)) {
        this.options.onRefused?.(response.status);
        this.stopped = true;
        return;
      }
      if (!response.ok || !response.body) throw new Error(`live stream answered ${response.status}`);
      opened = true;
      this.failures = 0;
      this.options.onConnected(true);
      const parser = new SseParser(
        (event) => {
          if (event.id !== undefined) this.lastPosition = event.id;
          this.options.onEvent(event);
        },
        () => this.heard(abort),
      );
      this.heard(abort);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parser.push(value);
      }
    } catch {
      // Dropped, aborted by the watchdog, or unreachable: reconnect below.
    } finally {
      this.clearTimer(this.watchdog);
    }
    if (opened) this.options.onConnected(false);
    if (this.stopped) return;
    const wait = BACKOFF_MS[Math.min(this.failures++, BACKOFF_MS.length - 1)]!;
    this.retry = this.setTimer(() => void this.connect(), wait);
  }

  private heard(abort: AbortController): void {
    this.clearTimer(this.watchdog);
    this.watchdog = this.setTimer(() => abort.abort(), SILENCE_MS);
  }
}
