import { describe, expect, it } from "vitest";
import { GENESIS_HASH, type RecordedEvent, SYSTEM_ACTOR } from "./envelope";
import { EMPTY_STREAM_HEAD, sealEvents, verifyChains } from "./hash-chain";

const sealed = (streamId: string, n: number): RecordedEvent[] =>
  sealEvents(
    Array.from({ length: n }, (_, i) => ({ type: "Probe", version: 1, data: { i }, metadata: { actor: SYSTEM_ACTOR } })),
    { streamId, head: EMPTY_STREAM_HEAD, time: new Date("2026-11-22T10:00:00Z") },
  ).map((e, i) => ({ ...e, metadata: { ...e.metadata, globalPosition: i + 1 } }));

describe("per-stream hash chain", () => {
  it("links the first event to the genesis hash and each next one to its predecessor", () => {
    const [a, b] = sealed("s", 2);
    expect(a!.metadata.prevHash).toBe(GENESIS_HASH);
    expect(b!.metadata.prevHash).toBe(a!.metadata.hash);
    expect(verifyChains([a!, b!])).toBeUndefined();
  });

  it("names the event whose data was changed", () => {
    const events = sealed("s", 3);
    const tampered = events.map((e, i) => (i === 1 ? { ...e, data: { i: 9 } } : e));
    expect(verifyChains(tampered)).toEqual({ streamId: "s", streamPosition: 1, globalPosition: 2, problem: "hash-mismatch" });
  });

  it("catches a changed actor, a removed event and a re-linked event", () => {
    const events = sealed("s", 3);
    const actor = events.map((e, i) => (i === 2 ? { ...e, metadata: { ...e.metadata, actor: { userId: "x", name: "x" } } } : e));
    expect(verifyChains(actor)?.problem).toBe("hash-mismatch");
    expect(verifyChains([events[0]!, events[2]!])).toMatchObject({ streamPosition: 2, problem: "position-gap" });
    const relinked = events.map((e, i) => (i === 1 ? { ...e, metadata: { ...e.metadata, prevHash: GENESIS_HASH } } : e));
    expect(verifyChains(relinked)).toMatchObject({ streamPosition: 1, problem: "broken-link" });
  });

  it("checks interleaved streams independently", () => {
    const a = sealed("a", 2);
    const b = sealed("b", 2);
    expect(verifyChains([a[0]!, b[0]!, a[1]!, b[1]!])).toBeUndefined();
  });
});

describe("the hash of an event", () => {
  it("stays the same bytes it always was, so logs written by earlier versions still verify", () => {
    const actor = { userId: "u-1", name: "张三", departmentId: "d-1", departmentName: "合成部" };
    const [first, second] = sealEvents(
      [
        {
          type: "ModuleFieldEdited",
          version: 2,
          data: { field: "yield", value: "87 %", nested: { b: [1, 2.5, null], a: true } },
          metadata: { actor, reason: "typo", correlationId: "corr-1" },
        },
        { type: "RecordSigned", version: 1, data: {}, metadata: { actor, correlationId: "corr-1", causationId: "e-1" } },
      ],
      {
        streamId: "record-1",
        head: EMPTY_STREAM_HEAD,
        time: new Date("2026-11-22T10:00:00.123Z"),
        clientCommandId: "cmd-1",
        eventIds: ["e-1", "e-2"],
      },
    );
    expect([first!.metadata.hash, second!.metadata.hash]).toEqual([
      "8cebd24efb4f37a00facf2d8558f2c9e018682eccf36b543c6e05c7b93a715e5",
      "f2af311970cfedd74e3b7c539c033d7ee24d02e265dee691d5de479fd2ec8a58",
    ]);
  });
});
