import { matches } from "@labledger/ports";
import { describe, expect, it } from "vitest";
import { criteriaFilter, NO_CRITERIA, narrowCriteria } from "./report-criteria";

describe("which records a report reads", () => {
  it("narrows a template's criteria by the report's: lists in common, the later start, the earlier end", () => {
    const template = { ...NO_CRITERIA, projectIds: ["p1", "p2"], from: "2026-01-01", to: "2026-12-31" };
    expect(
      narrowCriteria(template, { ...NO_CRITERIA, projectIds: ["p2", "p3"], statuses: ["approved"], from: "2026-06-01" }),
    ).toEqual({
      ...NO_CRITERIA,
      projectIds: ["p2"],
      statuses: ["approved"],
      from: "2026-06-01",
      to: "2026-12-31",
      empty: false,
    });
    expect(narrowCriteria(template, { ...NO_CRITERIA, projectIds: ["p3"] }).empty).toBe(true);
    expect(narrowCriteria(template, { ...NO_CRITERIA, to: "2025-12-31" }).empty).toBe(true);
    expect(narrowCriteria(NO_CRITERIA, NO_CRITERIA)).toEqual({ ...NO_CRITERIA, empty: false });
  });

  it("filters records by project, book, template, status and creation day (the last day whole)", () => {
    const records = [
      { id: "a", projectId: "p1", notebookId: "n1", templateId: null, status: "approved", createdAt: "2026-03-01T10:00:00.000Z" },
      { id: "b", projectId: "p1", notebookId: "n2", templateId: "t1", status: "draft", createdAt: "2026-03-02T23:59:00.000Z" },
      { id: "c", projectId: "p2", notebookId: "n3", templateId: "t1", status: "approved", createdAt: "2026-03-03T00:00:00.000Z" },
    ];
    const found = (criteria: Partial<typeof NO_CRITERIA>) =>
      records.filter((r) => matches(r, criteriaFilter({ ...NO_CRITERIA, ...criteria }) as never)).map((r) => r.id);
    expect(found({})).toEqual(["a", "b", "c"]);
    expect(found({ projectIds: ["p1"] })).toEqual(["a", "b"]);
    expect(found({ templateIds: ["t1"], statuses: ["approved"] })).toEqual(["c"]);
    expect(found({ notebookIds: ["n2", "n3"] })).toEqual(["b", "c"]);
    expect(found({ from: "2026-03-02", to: "2026-03-02" })).toEqual(["b"]);
  });
});
