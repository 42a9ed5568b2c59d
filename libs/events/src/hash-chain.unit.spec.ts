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
