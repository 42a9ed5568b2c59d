import { describe, expect, it } from "vitest";
import { fileNameOf } from "./download";

describe("the name of a downloaded export", () => {
  it("is the one the server proposes, quoted or not", () => {
    expect(fileNameOf('attachment; filename="audit-trail-20261123.pdf"', "x.pdf")).toBe("audit-trail-20261123.pdf");
    expect(fileNameOf("attachment; filename=trace-261123001-20261123.csv", "x.csv")).toBe("trace-261123001-20261123.csv");
  });

  it("prefers the UTF-8 name (filename*) when the server gives one, e.g. a report named in Chinese", () => {
    const disposition = `attachment; filename="Q4-20261127.pdf"; filename*=UTF-8''%E6%94%B6%E7%8E%87%20Q4-20261127.pdf`;
    expect(fileNameOf(disposition, "x.pdf")).toBe("收率 Q4-20261127.pdf");
    expect(fileNameOf(`attachment; filename="a.pdf"; filename*=UTF-8''%E0%A4`, "x.pdf")).toBe("a.pdf");
  });

  it("falls back to the caller's when the server proposes none", () => {
    expect(fileNameOf(null, "audit-trail.csv")).toBe("audit-trail.csv");
    expect(fileNameOf("inline", "audit-trail.csv")).toBe("audit-trail.csv");
  });
});
