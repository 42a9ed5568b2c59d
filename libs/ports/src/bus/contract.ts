import { CHECKPOINT_MESSAGE_KEY, SYSTEM_ACTOR, toCloudEvent, uuidv7 } from "@labledger/events";
import { EMPTY_STREAM_HEAD, sealEvents } from "@labledger/events/node";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { BusMessage, DownstreamBus } from "./port";

export interface BusContractOptions {
  /**
   * A bus for one test run: `instance()` opens the bus (call it again after close() to
   * model a restart over the same durable state); `published()` is what a downstream
   * consumer has received so far, committed messages only.
   */
  readonly setup: () => Promise<{ instance: () => Promise<DownstreamBus>; published: () => Promise<BusMessage[]> }>;
}

function messages(streams: string[], perStream: number, firstPosition: number): BusMessage[] {
  const out: BusMessage[] = [];
  let position = firstPosition;
  const sealed = streams.map((s) =>
    sealEvents(
      Array.from({ length: perStream }, (_, i) => ({
        type: "ContractProbe",
        version: 1,
        data: { i, s },
        metadata: { actor: SYSTEM_ACTOR },
      })),
      { streamId: s, head: EMPTY_STREAM_HEAD, time: new Date() },
    ),
  );
  for (let i = 0; i < perStream; i++) {
    for (const stream of sealed) {
      const event = stream[i]!;
      const recorded = { ...event, metadata: { ...event.metadata, globalPosition: position++ } };
      out.push({ key: recorded.metadata.streamId, value: toCloudEvent(recorded, "/labledger/contract") });
    }
  }
  return out;
}

/** The behaviour every downstream-bus adapter must show. */
export function busContract(name: string, options: BusContractOptions): void {
  describe(`downstream bus contract: ${name}`, () => {
    let env: Awaited<ReturnType<BusContractOptions["setup"]>>;
    let open: DownstreamBus[];
    const instance = async () => {
      const bus = await env.instance();
      open.push(bus);
      return bus;
    };
    beforeEach(async () => {
      env = await options.setup();
      open = [];
    });
    afterEach(async () => {
      for (const bus of open) await bus.close().catch(() => {});
    });

    it("publishes CloudEvents keyed by stream id, each stream in order, and records the checkpoint", async () => {
      const run = uuidv7().slice(-8);
      const batch = messages([`a-${run}`, `b-${run}`], 3, 1);
      const bus = await instance();
      expect(await bus.checkpoint()).toBe(0);
      await bus.publish(batch, 6);
      expect(await bus.checkpoint()).toBe(6);
      const seen = await env.published();
      expect(seen.map((m) => m.value.id)).toEqual(expect.arrayContaining(batch.map((m) => m.value.id)));
      expect(seen).toHaveLength(batch.length);
      for (const key of [`a-${run}`, `b-${run}`]) {
        const ofKey = seen.filter((m) => m.key === key).map((m) => m.value.streamposition);
        expect(ofKey).toEqual([0, 1, 2]);
      }
      const first = seen.find((m) => m.value.sequence === 1)!;
      expect(first.value).toMatchObject({ specversion: "1.0", type: "com.labledger.ContractProbe.v1", subject: `a-${run}` });
    });

    it("goes on after a restart from its checkpoint: nothing dropped, nothing twice", async () => {
      const run = uuidv7().slice(-8);
      const all = messages([`r-${run}`], 6, 1);
      const first = await instance();
      await first.publish(all.slice(0, 3), 3);
      await first.close();
      const second = await instance();
      const checkpoint = await second.checkpoint();
      expect(checkpoint).toBe(3);
      await second.publish(
        all.filter((m) => m.value.sequence > checkpoint),
        6,
      );
      const seen = (await env.published()).map((m) => m.value.sequence);
      expect(seen).toEqual([1, 2, 3, 4, 5, 6]);
    });

    it("records the newest signed checkpoint published, and keeps it across restarts and later batches", async () => {
      const run = uuidv7().slice(-8);
      const all = messages([`s-${run}`], 4, 1);
      const bus = await instance();
      expect(await bus.signedCheckpoint()).toBe(0);
      const signed = (position: number): BusMessage => ({
        key: CHECKPOINT_MESSAGE_KEY,
        value: { ...all[0]!.value, id: `checkpoint-${position}`, subject: CHECKPOINT_MESSAGE_KEY, sequence: position },
      });
      await bus.publish(all.slice(0, 2), 2);
      await bus.publish([signed(2)], 2);
      await bus.publish(all.slice(2), 4);
      await bus.close();
      const again = await instance();
      expect(await again.checkpoint()).toBe(4);
      expect(await again.signedCheckpoint()).toBe(2);
    });

    it("moves the checkpoint even when a batch has nothing to publish", async () => {
      const bus = await instance();
      await bus.publish([], 17);
      expect(await bus.checkpoint()).toBe(17);
      expect(await env.published()).toEqual([]);
    });
  });
}
