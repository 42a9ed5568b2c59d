import { type NewEvent, type RecordedEvent, SYSTEM_ACTOR, uuidv7 } from "@labledger/events";
import { verifyChains } from "@labledger/events/node";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type EventStore, WrongExpectedRevisionError } from "./port";

export interface EventStoreContractOptions {
  /** A fresh, empty store (or one the suite can isolate by unique stream names). */
  readonly create: () => Promise<EventStore>;
  /** False for a shared server whose log already holds other events: positions are then relative. */
  readonly startsEmpty: boolean;
  /** Store whose appends arrive together are committed together (group commit). */
  readonly groupCommits?: boolean;
}

const event = (n: number, extra: Partial<NewEvent["metadata"]> = {}): NewEvent => ({
  type: "ContractProbe",
  version: 1,
  data: { n, text: `样品 ${n} — sample` },
  metadata: { actor: SYSTEM_ACTOR, ...extra },
});

/** The behaviour every event-store adapter must show. */
export function eventStoreContract(name: string, options: EventStoreContractOptions): void {
  describe(`event store contract: ${name}`, () => {
    let store: EventStore;
    let stream: (label: string) => string;
    beforeEach(async () => {
      store = await options.create();
      const run = uuidv7().slice(-12);
      stream = (label) => `contract-${label}-${run}`;
    });
    afterEach(async () => {
      await store.close();
    });

    it("appends to a new stream and reads it back with positions, ids and a valid hash chain", async () => {
      const result = await store.append(stream("a"), [event(1), event(2)], { expectedRevision: "no_stream" });
      expect(result.nextExpectedRevision).toBe(1);
      expect(result.duplicate).toBe(false);
      const read = await store.readStream(stream("a"));
      expect(read.map((e) => e.data)).toEqual([
        { n: 1, text: "样品 1 — sample" },
        { n: 2, text: "样品 2 — sample" },
      ]);
      expect(read.map((e) => e.metadata.streamPosition)).toEqual([0, 1]);
      expect(read[1]!.metadata.globalPosition).toBeGreaterThan(read[0]!.metadata.globalPosition);
      expect(read[1]!.metadata.prevHash).toBe(read[0]!.metadata.hash);
      expect(read[0]!.metadata.eventId).toMatch(/^[0-9a-f-]{36}$/);
      expect(result.position).toBe(read[1]!.metadata.globalPosition);
      expect(verifyChains(read)).toBeUndefined();
    });

    it("refuses an append whose expected revision is stale with a typed conflict, and writes nothing", async () => {
      await store.append(stream("b"), [event(1)], { expectedRevision: "no_stream" });
      await store.append(stream("b"), [event(2)], { expectedRevision: 0 });
      const stale = store.append(stream("b"), [event(3)], { expectedRevision: 0 });
      await expect(stale).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await expect(store.append(stream("b"), [event(3)], { expectedRevision: "no_stream" })).rejects.toBeInstanceOf(
        WrongExpectedRevisionError,
      );
      expect((await store.readStream(stream("b"))).map((e) => (e.data as { n: number }).n)).toEqual([1, 2]);
    });

    it("appends with expected revision 'any' and continues the chain", async () => {
      await store.append(stream("c"), [event(1)], { expectedRevision: "any" });
      await store.append(stream("c"), [event(2)], { expectedRevision: "any" });
      const read = await store.readStream(stream("c"));
      expect(read.map((e) => e.metadata.streamPosition)).toEqual([0, 1]);
      expect(verifyChains(read)).toBeUndefined();
    });

    it("is idempotent by client command id: a repeat returns the first result and appends nothing", async () => {
      const commandId = uuidv7();
      const first = await store.append(stream("d"), [event(1)], { expectedRevision: "no_stream", clientCommandId: commandId });
      const again = await store.append(stream("d"), [event(1)], { expectedRevision: "no_stream", clientCommandId: commandId });
      expect(again.duplicate).toBe(true);
      expect(again.position).toBe(first.position);
      expect(again.events.map((e) => e.metadata.eventId)).toEqual(first.events.map((e) => e.metadata.eventId));
      expect(await store.readStream(stream("d"))).toHaveLength(1);
    });

    it("reads a stream forward from a revision with a limit", async () => {
      await store.append(
        stream("e"),
        [1, 2, 3, 4, 5].map((n) => event(n)),
        { expectedRevision: "no_stream" },
      );
      const page = await store.readStream(stream("e"), { fromRevision: 2, limit: 2 });
      expect(page.map((e) => e.metadata.streamPosition)).toEqual([2, 3]);
      expect(await store.readStream(stream("missing"))).toEqual([]);
    });

    it("reads all from a global position in order, across streams", async () => {
      const before = await store.headPosition();
      await store.append(stream("f1"), [event(1)], { expectedRevision: "no_stream" });
      await store.append(stream("f2"), [event(2)], { expectedRevision: "no_stream" });
      await store.append(stream("f1"), [event(3)], { expectedRevision: 0 });
      const ours = (await readAllAfter(store, before)).filter((e) => e.metadata.streamId.startsWith("contract-f"));
      expect(ours.map((e) => (e.data as { n: number }).n)).toEqual([1, 2, 3]);
      const positions = ours.map((e) => e.metadata.globalPosition);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      expect(await store.headPosition()).toBeGreaterThanOrEqual(positions[2]!);
      const firstOnly = await store.readAll({ after: before, limit: 1 });
      expect(firstOnly).toHaveLength(1);
      if (options.startsEmpty) expect(before).toBe(0);
    });

    it("reads all filtered by event type, still in global order", async () => {
      const before = await store.headPosition();
      const typed = (type: string, n: number): NewEvent => ({ ...event(n), type });
      await store.append(stream("t"), [typed("ProbeA", 1), typed("ProbeB", 2), typed("ProbeA", 3), typed("ProbeC", 4)], {
        expectedRevision: "no_stream",
      });
      const page = await store.readAll({ after: before, limit: 10, types: ["ProbeA", "ProbeC"] });
      expect(page.map((e) => [e.type, (e.data as { n: number }).n])).toEqual([
        ["ProbeA", 1],
        ["ProbeA", 3],
        ["ProbeC", 4],
      ]);
      expect(await store.readAll({ after: before, limit: 10, types: ["NoSuchType"] })).toEqual([]);
    });

    it("delivers to a subscription from a checkpoint, then live, in order and exactly once", async () => {
      await store.append(stream("g"), [event(1), event(2)], { expectedRevision: "no_stream" });
      const checkpoint = (await store.readStream(stream("g")))[0]!.metadata.globalPosition;
      const seen: RecordedEvent[] = [];
      const subscription = store.subscribe({
        after: checkpoint,
        onEvents: (events) => {
          seen.push(...events.filter((e) => e.metadata.streamId === stream("g")));
        },
      });
      try {
        await until(() => seen.length >= 1);
        await store.append(stream("g"), [event(3)], { expectedRevision: 1 });
        await until(() => seen.length >= 2);
        await new Promise((r) => setTimeout(r, 50));
        expect(seen.map((e) => (e.data as { n: number }).n)).toEqual([2, 3]);
      } finally {
        await subscription.stop();
      }
    });

    it("keeps every concurrent append, each stream's chain intact", async () => {
      const writers = 16;
      const perWriter = 10;
      await Promise.all(
        Array.from({ length: writers }, async (_, w) => {
          for (let i = 0; i < perWriter; i++) {
            await store.append(stream(`h${w}`), [event(i)], { expectedRevision: i === 0 ? "no_stream" : i - 1 });
          }
        }),
      );
      for (let w = 0; w < writers; w++) {
        const read = await store.readStream(stream(`h${w}`));
        expect(read).toHaveLength(perWriter);
        expect(verifyChains(read)).toBeUndefined();
      }
    });

    it("lets exactly one of two racing writers win on the same revision", async () => {
      await store.append(stream("i"), [event(0)], { expectedRevision: "no_stream" });
      const results = await Promise.allSettled([
        store.append(stream("i"), [event(1)], { expectedRevision: 0 }),
        store.append(stream("i"), [event(2)], { expectedRevision: 0 }),
      ]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const rejected = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
      expect(rejected.reason).toBeInstanceOf(WrongExpectedRevisionError);
      expect(await store.readStream(stream("i"))).toHaveLength(2);
    });
  });
}

async function readAllAfter(store: EventStore, after: number): Promise<RecordedEvent[]> {
  const out: RecordedEvent[] = [];
  let position = after;
  for (;;) {
    const page = await store.readAll({ after: position, limit: 100 });
    if (page.length === 0) return out;
    out.push(...page);
    position = page[page.length - 1]!.metadata.globalPosition;
  }
}

export async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 10));
  }
}
