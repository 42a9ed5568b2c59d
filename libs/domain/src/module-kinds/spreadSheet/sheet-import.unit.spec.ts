import { describe, expect, it } from "vitest";
import { DomainError } from "../../decider/domain-error";
import { importedFrozenRows, sheetsImported, uniqueSheetNames } from "./sheet-import";
import { EMPTY_WORKBOOK, type Workbook } from "./workbook";

const on = { experimentId: "e1", moduleId: "m1", cacheTime: 5 };
const sheet = (sheetId: string, name: string) => ({
  sheetId,
  name,
  cells: [{ cell: "A1", value: 1, formula: null, format: null }],
});
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { key: error.key, params: error.params };
    throw error;
  }
  return undefined;
};

describe("importing a file's sheets into a spreadsheet module", () => {
  it("given sheets named like those already there, when imported, then each gets a name of its own, regardless of case", () => {
    expect(uniqueSheetNames(["Sheet1", "数据", "数据", "sheet1"], ["Sheet1", "Data"])).toEqual([
      "Sheet1 (2)",
      "数据",
      "数据 (2)",
      "sheet1 (3)",
    ]);
    expect(uniqueSheetNames(["x".repeat(31)], ["x".repeat(31)])).toEqual([`${"x".repeat(27)} (2)`]);
  });

  it("given a workbook, when a file's sheets are imported, then the event names the file and holds the new sheets after the others", () => {
    const data = sheetsImported(
      EMPTY_WORKBOOK,
      { fileName: "曲线.xlsx", sha256: "a".repeat(64), sheets: [sheet("s2", "Sheet1")] },
      on,
    );
    expect(data).toEqual({
      ...on,
      fileName: "曲线.xlsx",
      sha256: "a".repeat(64),
      sheets: [{ sheetId: "s2", name: "Sheet1 (2)", cells: [{ cell: "A1", value: 1, formula: null, format: null }] }],
    });
  });

  it("given a module near its sheet limit, when more sheets would come in than it holds, then the import is refused whole", () => {
    const full: Workbook = {
      sheets: Array.from({ length: 19 }, (_, i) => ({ sheetId: `s${i}`, name: `S${i}`, frozenRows: 0, rows: [] })),
      charts: [],
    };
    const command = { fileName: "x.xlsx", sha256: "b".repeat(64), sheets: [sheet("n1", "A"), sheet("n2", "B")] };
    expect(refusal(() => sheetsImported(full, command, on))).toEqual({ key: "spreadsheet.tooManySheets", params: { max: 20 } });
    expect(refusal(() => sheetsImported(full, { ...command, sheets: [sheet("s3", "A")] }, on))).toMatchObject({
      key: "sheet.exists",
    });
    expect(refusal(() => sheetsImported(full, { ...command, sheets: [] }, on))).toMatchObject({ key: "spreadsheet.empty" });
  });
});

describe("an imported sheet's frozen header rows", () => {
  it("given a file's frozen panes, when imported, then each other than the one an import keeps is set after it, within the limit", () => {
    const command = {
      fileName: "x.xlsx",
      sha256: "c".repeat(64),
      sheets: [
        { ...sheet("a", "A"), frozenRows: 1 },
        { ...sheet("b", "B"), frozenRows: 0 },
        { ...sheet("c", "C"), frozenRows: 3 },
        { ...sheet("d", "D"), frozenRows: 99 },
        sheet("e", "E"),
      ],
    };
    expect(importedFrozenRows(command)).toEqual([
      { sheetId: "b", from: 1, to: 0 },
      { sheetId: "c", from: 1, to: 3 },
      { sheetId: "d", from: 1, to: 10 },
    ]);
  });
});
