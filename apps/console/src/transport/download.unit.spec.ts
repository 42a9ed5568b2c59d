import { describe, expect, it } from "vitest";
import { fileNameOf } from "./download";

describe("the name of a downloaded export", () => {
  it("is the one the server proposes, quoted or not", () => {
    expect(fileNameOf('attachment; filename="audit-trail-20261123.pdf"', "x.pdf")).toBe("audit-trail-20261123.pdf");
    expect(fileNameOf("attachment; filename=trace-261123001-20261123.csv", "x.csv")).toBe("trace-261123001-20261123.csv");
  });

  it("falls back to the caller's when the server proposes none", () => {
    expect(fileNameOf(null, "audit-trail.csv")).toBe("audit-trail.csv");
    expect(fileNameOf("inline", "audit-trail.csv")).toBe("audit-trail.csv");
  });
});
