import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SqliteEventStore } from "@labledger/adapters/event-store/sqlite";
import { SqliteReadStore } from "@labledger/adapters/read-store/sqlite";
import { SYSTEM_ACTOR } from "@labledger/events";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RequestError } from "../http/problem";
import { readYourWrites } from "./read-your-writes";

describe("read-your-writes", () => {
  let events: SqliteEventStore;
  let readStore: SqliteReadStore;
  beforeEach(async () => {
    const dir = mkdtempSync(join(tmpdir(), "labledger-ryw-"));
    events = new SqliteEventStore(join(dir, "events.sqlite"));
    readStore = new SqliteReadStore(join(dir, "read-models.sqlite"));
    await events.append("s", [{ type: "Probe", version: 1, data: {}, metadata: { actor: SYSTEM_ACTOR } }], {
      expectedRevision: "no_stream",
    });
  });
  afterEach(async () => {
    await readStore.close();
    await events.close();
  });

  it("given a read model that does not reach the position in time, says it is behind (503) instead of answering without the write", async () => {
    const refused = await readYourWrites({ events, readStore }, "roles", 1, 50).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RequestError);
    expect(refused).toMatchObject({ status: 503, key: "request.readModelBehind" });
  });

  it("given a read model that gets there while it waits, answers", async () => {
    const waiting = readYourWrites({ events, readStore }, "roles", 1, 60_000);
    await readStore.commit({ checkpointKey: "roles", writes: [], checkpoint: 1 });
    await expect(waiting).resolves.toBeUndefined();
  });
});
