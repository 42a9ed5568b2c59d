import { describe, expect, it } from "vitest";
import { parseTsv, toHtml, toTsv } from "./clipboard";

describe("spreadsheet clipboard", () => {
  it("given tab-separated lines from Excel, reads rows of cells (a last line break adds no row)", () => {
    expect(parseTsv("1\t2\r\n3\t4\r\n")).toEqual([
      ["1", "2"],
      ["3", "4"],
    ]);
    expect(parseTsv("a\t\tc")).toEqual([["a", "", "c"]]);
  });
  it("given quoted cells from LibreOffice, keeps their tabs, line breaks and doubled quotes", () => {
    expect(parseTsv('"two\nlines"\t"say ""hi"""\n5')).toEqual([["two\nlines", 'say "hi"'], ["5"]]);
    expect(parseTsv('"open quote\tx')).toEqual([['"open quote', "x"]]);
  });
  it("when copying, quotes what needs it and writes an HTML table beside the text", () => {
    const rows = [
      ["1", 'a "b"'],
      ["x\ty", "<i>"],
    ];
    expect(toTsv(rows)).toBe('1\t"a ""b"""\n"x\ty"\t<i>');
    expect(parseTsv(toTsv(rows))).toEqual(rows);
    expect(toHtml(rows)).toBe(
      "<table><tr><td>1</td><td>a &quot;b&quot;</td></tr><tr><td>x\ty</td><td>&lt;i&gt;</td></tr></table>",
    );
  });
});
