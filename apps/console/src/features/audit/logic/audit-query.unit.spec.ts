import { describe, expect, it } from "vitest";
import { auditExportPath, auditListPath, NO_FILTERS } from "./audit-query";

describe("the audit search query (GET /api/audit, /api/audit/export)", () => {
  it("sends only the filters chosen, and the date range joined by an ampersand sent as %26", () => {
    const path = auditListPath({ ...NO_FILTERS, action: "2", category: "record", from: "2026-03-01", to: "2026-03-31" }, 2, 20);
    expect(path).toBe("/audit?action=2&category=record&dateRange=2026-03-01%262026-03-31&pageIndex=2&pageSize=20");
  });

  it("leaves out a backwards date range instead of sending what the server refuses", () => {
    expect(auditListPath({ ...NO_FILTERS, from: "2026-03-31", to: "2026-03-01" }, 1, 20)).toBe("/audit?pageIndex=1&pageSize=20");
  });

  it("exports the same filters as CSV or PDF, without paging", () => {
    expect(auditExportPath({ ...NO_FILTERS, userId: "u1", experimentId: "e1", projectId: "p1" }, "csv")).toBe(
      "/audit/export?userId=u1&experimentId=e1&projectId=p1&format=csv",
    );
    expect(auditExportPath({ ...NO_FILTERS, category: "admin" }, "pdf")).toBe("/audit/export?category=admin&format=pdf");
  });
});
