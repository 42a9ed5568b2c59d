import type { Response } from "express";
import { describe, expect, it } from "vitest";
import { downloadName, startDownload } from "./report";

const NOW = new Date("2026-11-27T08:00:00Z");

describe("a download's file name", () => {
  it("keeps a Chinese name for filename* and falls back to ASCII for every client", () => {
    expect(downloadName("收率汇总", "pdf", "report", NOW)).toEqual({
      ascii: "report-20261127.pdf",
      unicode: "收率汇总-20261127.pdf",
    });
    expect(downloadName("收率汇总 Q4", "xlsx", "report", NOW)).toEqual({
      ascii: "Q4-20261127.xlsx",
      unicode: "收率汇总 Q4-20261127.xlsx",
    });
  });

  it("replaces what a file system or a header refuses: controls, path separators, quotes", () => {
    expect(downloadName('a/b\\c:"d"\r\ne', "pdf", "report", NOW).unicode).toBe("a_b_c_d_e-20261127.pdf");
    expect(downloadName("\u0000", "pdf", "report", NOW)).toEqual({ ascii: "report-20261127.pdf", unicode: "_-20261127.pdf" });
  });

  it("says both names in Content-Disposition, the UTF-8 one percent-encoded (RFC 6266, RFC 5987)", () => {
    const headers: Record<string, string> = {};
    const response = { setHeader: (name: string, value: string) => (headers[name] = value) } as unknown as Response;
    startDownload(response, downloadName("收率 (Q4)'s", "pdf", "report", NOW), "application/pdf");
    expect(headers["content-disposition"]).toBe(
      `attachment; filename="Q4_s-20261127.pdf"; filename*=UTF-8''%E6%94%B6%E7%8E%87%20%28Q4%29%27s-20261127.pdf`,
    );
    startDownload(response, "audit-trail-20261127.csv", "text/csv");
    expect(headers["content-disposition"]).toBe('attachment; filename="audit-trail-20261127.csv"');
  });
});
