import { DomainError } from "@labledger/domain";
import type { RecordedEvent } from "@labledger/events";
import { describe, expect, it } from "vitest";
import { eventsUpTo, momentOf } from "./time-travel";

const event = (globalPosition: number, time: string) =>
  ({ type: "T", version: 1, data: {}, metadata: { globalPosition, time } }) as unknown as RecordedEvent;
const stream = [
  event(10, "2026-11-20T08:00:00.000Z"),
  event(14, "2026-11-20T09:30:00.000Z"),
  event(21, "2026-11-21T10:00:00.500Z"),
];
const positions = (events: RecordedEvent[]) => events.map((e) => e.metadata.globalPosition);

describe("time travel: the events of a record up to a moment", () => {
  it("after an event's position: that event and every earlier one", () => {
    expect(positions(eventsUpTo(stream, { position: 14 }))).toEqual([10, 14]);
  });

  it("a position between two events of the record: the earlier one (other streams wrote in between)", () => {
    expect(positions(eventsUpTo(stream, { position: 20 }))).toEqual([10, 14]);
  });

  it("at an instant: every event at or before it, to the millisecond", () => {
    expect(positions(eventsUpTo(stream, { time: new Date("2026-11-21T10:00:00.500Z") }))).toEqual([10, 14, 21]);
    expect(positions(eventsUpTo(stream, { time: new Date("2026-11-21T10:00:00.499Z") }))).toEqual([10, 14]);
  });

  it("before the record existed: nothing", () => {
    expect(eventsUpTo(stream, { position: 9 })).toEqual([]);
    expect(eventsUpTo(stream, { time: new Date("2026-01-01T00:00:00Z") })).toEqual([]);
  });
});

describe("time travel: reading the moment asked for", () => {
  const keyOf = (f: () => unknown) => {
    try {
      f();
    } catch (error) {
      return (error as DomainError).key;
    }
    return undefined;
  };

  it("takes a position or a time, exactly one", () => {
    expect(momentOf({ position: 42 })).toEqual({ position: 42 });
    expect(keyOf(() => momentOf({}))).toBe("history.momentRequired");
    expect(keyOf(() => momentOf({ position: 1, time: "2026-11-20 08:00:00" }))).toBe("history.momentRequired");
  });

  it("reads the spec's YYYY-MM-DD HH:mm:ss in the server's zone, and ISO 8601 instants", () => {
    // The whole second the trace shows: an event at 08:30:05.700 stands at "08:30:05".
    expect(momentOf({ time: "2026-11-20 08:30:05" })).toEqual({ time: new Date(2026, 10, 20, 8, 30, 5, 999) });
    expect(momentOf({ time: "2026-11-20T08:30:05.250Z" })).toEqual({ time: new Date(Date.UTC(2026, 10, 20, 8, 30, 5, 250)) });
    expect(momentOf({ time: "2026-11-20T08:30+08:00" })).toEqual({ time: new Date(Date.UTC(2026, 10, 20, 0, 30)) });
  });

  it("refuses a time it cannot read, or a date that does not exist, instead of guessing", () => {
    for (const time of [
      "yesterday",
      "2026-11-20",
      "2026-11-20T08:30:05",
      "2026-02-30 10:00:00",
      "2026-13-01 10:00:00",
      "2026-11-20 24:00:00",
    ]) {
      expect(
        keyOf(() => momentOf({ time })),
        time,
      ).toBe("history.timeInvalid");
    }
    expect(() => momentOf({ time: "yesterday" })).toThrow(DomainError);
  });
});
