import { describe, expect, it } from "vitest";
import { NO_FILTERS, recordViewParams, summaryParams, withFilter } from "./record-view-filters";

describe("record view filters → the list call", () => {
  it("asks for the page alone when nothing is chosen", () => {
    expect(recordViewParams(NO_FILTERS, { pageIndex: 1, pageSize: 10 })).toEqual({ pageIndex: 1, pageSize: 10 });
  });
  it("sends only the filters chosen", () => {
    const chosen = withFilter(withFilter(NO_FILTERS, "status", "approved"), "period", "7d");
    expect(recordViewParams(chosen, { pageIndex: 2, pageSize: 20 })).toEqual({
      status: "approved",
      period: "7d",
      pageIndex: 2,
      pageSize: 20,
    });
  });
  it("lets go of the task when another project is chosen, and trims a search", () => {
    const inTask = { ...NO_FILTERS, projectId: "p1", taskId: "t1" };
    expect(withFilter(inTask, "projectId", "p2")).toMatchObject({ projectId: "p2", taskId: "" });
    expect(withFilter(inTask, "keyword", "  EXP-001 ")).toMatchObject({ keyword: "EXP-001", taskId: "t1" });
  });
  it("counts every status: the summary leaves the status filter out", () => {
    expect(summaryParams({ ...NO_FILTERS, status: "draft", memberId: "m1" })).toEqual({ memberId: "m1" });
  });
});
