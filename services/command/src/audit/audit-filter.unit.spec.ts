import { DomainError } from "@labledger/domain";
import { matches } from "@labledger/ports";
import { describe, expect, it } from "vitest";
import { auditFilter, dateRangeBounds } from "./audit-filter";

const row = (extra: Record<string, unknown>) => ({
  id: "r",
  userId: "u1",
  experimentId: null,
  projectId: null,
  action: 2,
  category: "record",
  eventType: "ModuleSaved",
  time: new Date(2026, 10, 20, 12, 0).toISOString(),
  ...extra,
});

describe("audit search filters", () => {
  it("with no criteria, every row", () => {
    expect(matches(row({}), auditFilter({}))).toBe(true);
  });

  it("by user, record, action, category and event type, all of them at once", () => {
    const filter = auditFilter({ userId: "u1", experimentId: "e1", action: 2, category: "record", eventType: "ModuleSaved" });
    expect(matches(row({ experimentId: "e1" }), filter)).toBe(true);
    expect(matches(row({ experimentId: "e1", userId: "u2" }), filter)).toBe(false);
    expect(matches(row({ experimentId: "e1", action: 3 }), filter)).toBe(false);
    expect(matches(row({ experimentId: "e2" }), filter)).toBe(false);
  });

  it("by project: the rows naming it and every change of its records", () => {
    const filter = auditFilter({ projectId: "p1" }, ["e1", "e2"]);
    expect(matches(row({ projectId: "p1", category: "admin" }), filter)).toBe(true);
    expect(matches(row({ experimentId: "e2" }), filter)).toBe(true);
    expect(matches(row({ experimentId: "e3" }), filter)).toBe(false);
    expect(matches(row({ experimentId: "e3" }), auditFilter({ projectId: "p1" }))).toBe(false);
  });

  it("by the spec's date range: both days included, local days", () => {
    const filter = auditFilter({ dateRange: "2026-11-20&2026-11-21" });
    expect(matches(row({ time: new Date(2026, 10, 20, 0, 0).toISOString() }), filter)).toBe(true);
    expect(matches(row({ time: new Date(2026, 10, 21, 23, 59, 59).toISOString() }), filter)).toBe(true);
    expect(matches(row({ time: new Date(2026, 10, 22, 0, 0).toISOString() }), filter)).toBe(false);
    expect(matches(row({ time: new Date(2026, 10, 19, 23, 59).toISOString() }), filter)).toBe(false);
  });

  it("refuses a date range that is not two real days in order", () => {
    for (const dateRange of ["2026-11-20", "2026-11-20&", "2026-11-21&2026-11-20", "2026-02-30&2026-03-01", "a&b"]) {
      expect(() => dateRangeBounds(dateRange), dateRange).toThrow(DomainError);
    }
    expect(dateRangeBounds("2026-11-20&2026-11-20").to).toBe(new Date(2026, 10, 21).toISOString());
  });
});
