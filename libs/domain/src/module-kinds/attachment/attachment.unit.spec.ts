import { describe, expect, it } from "vitest";
import { kindInWords, rowInWords } from "../../audit/module-words";
import { holdsFiles } from "../registry";
import { en, moduleOf, zh } from "../testing";
import { attachment } from ".";

const file = { rowId: "r1", name: "spectrum.pdf", size: 2048, sha256: "ab".repeat(32), mediaType: "application/pdf" };

describe("kind attachment (files)", () => {
  it("holds files: they come by upload only, and side by side its rows show as files", () => {
    expect(holdsFiles("attachment")).toBe(true);
    expect(holdsFiles("grid")).toBe(false);
    expect(attachment.compareView.rows).toBe("files");
  });
  it("reads a file by its name and size in both languages", () => {
    expect(kindInWords("attachment", null, zh)).toBe("附件");
    expect(rowInWords(moduleOf(attachment), file, en).text).toBe("spectrum.pdf (2.0 KB)");
    expect(attachment.toPlainRows(moduleOf(attachment, { rows: [file] }), en)).toEqual([
      { label: "row 1", value: "spectrum.pdf (2.0 KB)" },
    ]);
  });
  it("given a module required and holding a file, then it is complete", () => {
    expect(attachment.completeness(moduleOf(attachment, { rows: [file] }, { required: true })).filled).toBe(true);
    expect(attachment.completeness(moduleOf(attachment, {}, { required: true })).filled).toBe(false);
  });
  it("exports each file as an RO-Crate File part and tells the exporter which stored bytes to write", () => {
    const { entity, parts, files } = attachment.toElnEntity(moduleOf(attachment, { rows: [file] }));
    const path = "m1/r1/spectrum.pdf";
    expect(entity.hasPart).toEqual([{ "@id": path }]);
    expect(parts).toEqual([
      {
        "@id": path,
        "@type": "File",
        name: "spectrum.pdf",
        contentSize: 2048,
        encodingFormat: "application/pdf",
        sha256: file.sha256,
      },
    ]);
    expect(files).toEqual([{ path, sha256: file.sha256 }]);
  });
});
