import type { CellEdit } from "@labledger/contracts";
import { describe, expect, it } from "vitest";
import { OfflineQueue, type QueueStorage, type SendOutcome } from "./offline-queue";

const memoryStorage = (): QueueStorage & { items: Map<string, string> } => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
};
const edit = (cell: string, input: string, seen: number | null = null): CellEdit => ({
  sheetId: "sheet1",
  cell,
  seen: { value: seen, formula: null, format: null },
  input,
});
const KEY = OfflineQueue.keyOf("e1", "m1");

describe("edits made while disconnected", () => {
  it("given edits made offline, they are kept in memory and session storage, and a new tab's queue reads them back", () => {
    const storage = memoryStorage();
    const queue = new OfflineQueue(KEY, storage);
    queue.add(edit("A1", "12"));
    queue.add(edit("B2", "=A1*2"));
    expect(queue.pending.map((e) => e.cell)).toEqual(["A1", "B2"]);
    expect(new OfflineQueue(KEY, storage).pending).toEqual(queue.pending);
  });

  it("given a cell edited twice offline, one edit is replayed: the newest input, with what was seen before the first", () => {
    const queue = new OfflineQueue(KEY, memoryStorage());
    queue.add(edit("A1", "12", 1));
    queue.add(edit("B1", "x"));
    queue.add(edit("A1", "13", 12));
    expect(queue.pending).toEqual([edit("B1", "x"), edit("A1", "13", 1)]);
  });

  it("when reconnected, replays them one by one in order and empties the queue and the storage", async () => {
    const storage = memoryStorage();
    const queue = new OfflineQueue(KEY, storage);
    for (const [cell, input] of [
      ["A1", "1"],
      ["A2", "2"],
      ["A3", "=A1+A2"],
    ] as const)
      queue.add(edit(cell, input));
    const order: string[] = [];
    const result = await queue.replay(async (e) => {
      order.push(e.cell);
      return { kind: "sent" };
    });
    expect(order).toEqual(["A1", "A2", "A3"]);
    expect(result).toEqual({ sent: 3, refused: [] });
    expect(queue.pending).toEqual([]);
    expect(storage.items.has(KEY)).toBe(false);
  });

  it("when one is refused (someone changed the cell), it keeps that member's input beside the cell as it is now, and goes on", async () => {
    const queue = new OfflineQueue(KEY, memoryStorage());
    queue.add(edit("A1", "12"));
    queue.add(edit("A2", "7"));
    const current = [{ sheetId: "sheet1", cell: "A1", value: 99, formula: null, format: null }];
    const outcomes: SendOutcome[] = [{ kind: "refused", current }, { kind: "sent" }];
    const result = await queue.replay(async () => outcomes.shift()!);
    expect(result).toEqual({ sent: 1, refused: [{ edit: edit("A1", "12"), current }] });
    expect(queue.pending).toEqual([]);
  });

  it("when the connection drops again mid-replay, the rest stay queued, in order", async () => {
    const storage = memoryStorage();
    const queue = new OfflineQueue(KEY, storage);
    queue.add(edit("A1", "1"));
    queue.add(edit("A2", "2"));
    queue.add(edit("A3", "3"));
    const outcomes: SendOutcome[] = [{ kind: "sent" }, { kind: "offline" }];
    expect(await queue.replay(async () => outcomes.shift()!)).toEqual({ sent: 1, refused: [] });
    expect(new OfflineQueue(KEY, storage).pending.map((e) => e.cell)).toEqual(["A2", "A3"]);
  });

  it("given damaged storage, starts empty rather than failing", () => {
    const storage = memoryStorage();
    storage.setItem(KEY, "{not json");
    expect(new OfflineQueue(KEY, storage).pending).toEqual([]);
    storage.setItem(KEY, JSON.stringify([{ cell: 3 }, edit("A1", "1")]));
    expect(new OfflineQueue(KEY, storage).pending).toEqual([edit("A1", "1")]);
  });
});
