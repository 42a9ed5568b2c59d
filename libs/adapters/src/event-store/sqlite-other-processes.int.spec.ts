import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type RecordedEvent, SYSTEM_ACTOR } from "@labledger/events";
import { afterEach, describe, expect, it } from "vitest";
import { until } from "../../../../tests/support/patience";
import { SqliteEventStore } from "./sqlite";

const stores: SqliteEventStore[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.close()));
});

describe("processes sharing the log file", () => {
  it("given a subscriber whose poll is ten minutes away, an append through another connection reaches it at once", async () => {
    const path = join(mkdtempSync(join(tmpdir(), "labledger-shared-")), "events.sqlite");
    const writer = new SqliteEventStore(path, { readByOtherProcesses: true });
    const reader = new SqliteEventStore(path, { readByOtherProcesses: true, pollMs: 600_000 });
    stores.push(reader, writer);
    const seen: RecordedEvent[] = [];
    const subscription = reader.subscribe({ after: 0, onEvents: async (events) => void seen.push(...events) });
    await writer.append("s", [{ type: "Probe", version: 1, data: { n: 1 }, metadata: { actor: SYSTEM_ACTOR } }], {
      expectedRevision: "no_stream",
    });
    await until("the other connection's subscriber to see the append", () => seen.length === 1);
    await writer.append("s", [{ type: "Probe", version: 1, data: { n: 2 }, metadata: { actor: SYSTEM_ACTOR } }], {
      expectedRevision: 0,
    });
    await until("the second append", () => seen.length === 2);
    expect(seen.map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }]);
    await subscription.stop();
  });
});
