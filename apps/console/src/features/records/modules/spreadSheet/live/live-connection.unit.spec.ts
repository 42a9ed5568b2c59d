import { describe, expect, it, vi } from "vitest";
import { LiveConnection } from "./live-connection";
import type { ServerEvent } from "./sse-parser";

/** A stream body the test writes into and ends (a dropped connection). */
function streamBody() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    body,
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    drop: () => controller.close(),
  };
}

/** Waits for a condition (never for a time). */
const until = (what: string, check: () => boolean) =>
  vi.waitFor(() => {
    if (!check()) throw new Error(`still waiting for ${what}`);
  });

function harness(statuses: number[] = []) {
  const requested: string[] = [];
  const bodies: ReturnType<typeof streamBody>[] = [];
  const timers: Array<{ run: () => void; ms: number; cleared: boolean }> = [];
  const events: ServerEvent[] = [];
  const connected: boolean[] = [];
  const refused: number[] = [];
  const signed: string[] = [];
  const connection = new LiveConnection({
    url: "/api/experiments/e1/modules/m1/live",
    headers: async ({ url }) => {
      signed.push(url);
      return { "x-ll-signature": `sig-${signed.length}` };
    },
    onEvent: (e) => events.push(e),
    onConnected: (c) => connected.push(c),
    onRefused: (s) => refused.push(s),
    fetch: (async (url: string, init: RequestInit) => {
      requested.push(url);
      const status = statuses.shift() ?? 200;
      if (status !== 200) return new Response("{}", { status });
      const body = streamBody();
      bodies.push(body);
      init.signal?.addEventListener("abort", () => body.drop());
      return new Response(body.body, { status: 200, headers: { "content-type": "text/event-stream" } });
    }) as typeof fetch,
    setTimer: (run, ms) => {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      if (timer) (timer as { cleared: boolean }).cleared = true;
    },
  });
  /** Runs the pending reconnect (the backoff timer), as time passing would. */
  const fireReconnect = () => {
    const timer = timers.filter((t) => !t.cleared && t.ms < 30_000).at(-1)!;
    timer.cleared = true;
    timer.run();
  };
  return { connection, requested, bodies, events, connected, refused, signed, fireReconnect, timers };
}

describe("the live stream connection", () => {
  it("reads events, and after a drop reconnects from the last position it received, signing each request afresh", async () => {
    const h = harness();
    h.connection.start();
    await until("the first request", () => h.bodies.length === 1);
    h.bodies[0]!.send('id: 41\nevent: cells\ndata: {"position":41,"cells":[]}\n\n');
    await until("the event", () => h.events.length === 1);
    expect(h.connected).toEqual([true]);
    h.bodies[0]!.drop();
    await until("the drop to be noticed", () => h.connected.length === 2);
    expect(h.connected).toEqual([true, false]);
    h.fireReconnect();
    await until("the second request", () => h.requested.length === 2);
    expect(h.requested).toEqual(["/api/experiments/e1/modules/m1/live", "/api/experiments/e1/modules/m1/live?after=41"]);
    expect(h.signed).toEqual(h.requested);
    h.connection.stop();
  });

  it("stops for good when the server refuses the stream (no access, module gone)", async () => {
    const h = harness([404]);
    h.connection.start();
    await until("the refusal", () => h.refused.length === 1);
    expect(h.refused).toEqual([404]);
    expect(h.timers.filter((t) => !t.cleared && t.ms < 30_000)).toEqual([]);
  });

  it("retries after a server error or a 401 (the member logs in again), and a stop ends the open stream without reconnecting", async () => {
    const h = harness([503, 401]);
    h.connection.start();
    await until("a retry to be planned", () => h.timers.some((t) => !t.cleared && t.ms < 30_000));
    h.fireReconnect();
    await until(
      "a second retry to be planned",
      () => h.requested.length === 2 && h.timers.some((t) => !t.cleared && t.ms < 30_000),
    );
    expect(h.refused).toEqual([]);
    h.fireReconnect();
    await until("the stream to open", () => h.bodies.length === 1);
    h.connection.stop();
    await until("the stream to close", () => h.connected.at(-1) === false);
    expect(h.timers.filter((t) => !t.cleared && t.ms < 30_000)).toEqual([]);
  });
});
