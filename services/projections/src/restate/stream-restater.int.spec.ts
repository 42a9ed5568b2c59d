import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SqliteEventStore } from "@labledger/adapters/event-store/sqlite";
import { newEvent, type RecordedEvent, SYSTEM_ACTOR } from "@labledger/events";
import type { EventStore } from "@labledger/ports";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type RestatedModel, type SettleTimes, StreamRestater } from "./stream-restater";

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((o) => o.close()));
});

function eventLog(): EventStore {
  const store = new SqliteEventStore(join(mkdtempSync(join(tmpdir(), "labledger-restater-")), "events.sqlite"));
  opened.push(store);
  return store;
}

/** A model that writes nothing but what it was asked to restate, and keeps its checkpoint in memory. */
function recordingModel() {
  const restated: { streams: string[]; checkpoint: number }[] = [];
  let checkpoint = 0;
  const model: RestatedModel = {
    name: "recording",
    version: 1,
    reads: (streamId) => streamId.startsWith("experiment-"),
    // Typed cells come many at a time; anything else is restated at once.
    settles: (event: RecordedEvent) => event.type === "ModuleCellsChanged",
    storedVersion: async () => 1,
    checkpoint: async () => checkpoint,
    reset: async () => {},
    restate: async (streams, at) => {
      restated.push({ streams: [...streams].sort(), checkpoint: at });
      checkpoint = at;
    },
  };
  return { model, restated, checkpoint: () => checkpoint };
}

const typedCell = (experimentId: string, n: number) =>
  newEvent(
    {
      type: "ModuleCellsChanged",
      data: {
        experimentId,
        moduleId: "m1",
        cacheTime: n,
        modifyList: [
          {
            sheetId: "sheet1",
            cell: "A1",
            oldValue: n - 1,
            newValue: n,
            oldFormula: null,
            newFormula: null,
            oldFormat: null,
            newFormat: null,
          },
        ],
        recalculated: [],
      },
    },
    { actor: SYSTEM_ACTOR },
  );
const commented = (experimentId: string) =>
  newEvent(
    {
      type: "ExperimentCommentAdded",
      data: {
        experimentId,
        commentId: "c1",
        moduleId: null,
        parentId: null,
        text: "a remark",
        mentionIds: [],
        authorId: "m1",
        at: "2026-11-27T12:00:00.000Z",
      },
    },
    { actor: SYSTEM_ACTOR },
  );

async function running(settle: SettleTimes) {
  const events = eventLog();
  const recording = recordingModel();
  const restater = new StreamRestater(events, recording.model, settle);
  await restater.start();
  return { events, restater, ...recording };
}

describe("a restated model and events that come many at a time", () => {
  it("restates a stream changed only by typed cells once it rests, not for each cell, and then reaches the head", async () => {
    const { events, restater, restated, checkpoint } = await running({ restMs: 200, mostMs: 60_000 });
    for (let n = 1; n <= 5; n++) await events.append("experiment-e1", [typedCell("e1", n)], { expectedRevision: "any" });
    await vi.waitFor(async () => expect(checkpoint()).toBe(await events.headPosition()), { timeout: 20_000 });
    // Each append wakes the subscription, so the cells came in several batches: they were restated together.
    expect(restated.length).toBeLessThan(5);
    expect(restated.at(-1)).toEqual({ streams: ["experiment-e1"], checkpoint: await events.headPosition() });
    await restater.stop();
  });

  it("never moves the checkpoint past a waiting stream: another event restates it with its own", async () => {
    const { events, restater, restated, checkpoint } = await running({ restMs: 600_000, mostMs: 600_000 });
    await events.append("experiment-e1", [typedCell("e1", 1)], { expectedRevision: "any" });
    await events.append("experiment-e2", [commented("e2")], { expectedRevision: "any" });
    await vi.waitFor(async () => expect(checkpoint()).toBe(await events.headPosition()), { timeout: 20_000 });
    expect(restated).toContainEqual({ streams: ["experiment-e1", "experiment-e2"], checkpoint: await events.headPosition() });
    await restater.stop();
  });

  it("restates what still waits when it stops (a restart would otherwise redo it)", async () => {
    const { events, restater, restated, checkpoint } = await running({ restMs: 600_000, mostMs: 600_000 });
    await events.append("experiment-e1", [typedCell("e1", 1)], { expectedRevision: "any" });
    const head = await events.headPosition();
    // Delivered but waiting: the checkpoint stays behind it.
    await vi.waitFor(() => expect((restater as unknown as { waiting: Set<string> }).waiting.size).toBe(1), { timeout: 20_000 });
    expect(checkpoint()).toBeLessThan(head);
    await restater.stop();
    expect(restated).toEqual([{ streams: ["experiment-e1"], checkpoint: head }]);
  });

  it("restates a stream still being typed into once it waited the longest", async () => {
    const { events, restater, restated } = await running({ restMs: 600_000, mostMs: 300 });
    await events.append("experiment-e1", [typedCell("e1", 1)], { expectedRevision: "any" });
    await vi.waitFor(() => expect(restated).toHaveLength(1), { timeout: 20_000 });
    await restater.stop();
  });
});
