import { EMPTY_WORKBOOK, evolveWorkbook, heldAt, type Workbook } from "@labledger/domain";

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CellsOutcome, SheetEngine, SheetInput, SheetOutcome, SheetStructureChange } from "./port";

export interface SheetEngineContractOptions {
  readonly create: () => Promise<SheetEngine>;
}

/** The behaviour every formula engine must show. */
export function sheetEngineContract(name: string, options: SheetEngineContractOptions): void {
  describe(`sheet engine contract: ${name}`, () => {
    let engine: SheetEngine;
    let modules = 0;
    beforeAll(async () => {
      engine = await options.create();
    });
    afterAll(() => engine.close());

    /** A module whose workbook follows each change as its stream would fold it (each change settled as the next version). */
    const aModule = () => {
      const key = `contract-${++modules}`;
      let workbook: Workbook = EMPTY_WORKBOOK;
      let version = 0;
      const settled = (outcome: SheetOutcome, event: Parameters<typeof evolveWorkbook>[1]) => {
        workbook = evolveWorkbook(workbook, event);
        outcome.settle(++version);
      };
      const on = () => ({ experimentId: "e", moduleId: key, cacheTime: version + 1 });
      return {
        get workbook() {
          return workbook;
        },
        async type(...edits: [cell: string, input: string, sheetId?: string][]): Promise<CellsOutcome> {
          const inputs: SheetInput[] = edits.map(([cell, input, sheetId]) => ({ sheetId: sheetId ?? "sheet1", cell, input }));
          const outcome = await engine.changeCells({ key, version, workbook }, inputs);
          const modifyList = outcome.cells.map((c) => {
            const old = heldAt(workbook, c.sheetId, c.cell);
            return {
              sheetId: c.sheetId,
              cell: c.cell,
              oldValue: old.value,
              newValue: c.value,
              oldFormula: old.formula,
              newFormula: c.formula,
              oldFormat: old.format,
              newFormat: c.format,
            };
          });
          settled(outcome, {
            type: "ModuleCellsChanged",
            data: { ...on(), modifyList, recalculated: [...outcome.recalculated] },
          });
          return outcome;
        },
        async sheets(change: SheetStructureChange): Promise<SheetOutcome> {
          const outcome = await engine.restructure({ key, version, workbook }, change);
          const recalculated = [...outcome.recalculated];
          const from = workbook.sheets.find((s) => s.sheetId === change.sheetId)?.name ?? "";
          settled(
            outcome,
            change.kind === "add"
              ? {
                  type: "ModuleSheetAdded",
                  data: { ...on(), sheetId: change.sheetId, name: change.name, afterSheetId: change.afterSheetId, recalculated },
                }
              : change.kind === "rename"
                ? { type: "ModuleSheetRenamed", data: { ...on(), sheetId: change.sheetId, from, to: change.name, recalculated } }
                : { type: "ModuleSheetDeleted", data: { ...on(), sheetId: change.sheetId, name: from, recalculated } },
          );
          return outcome;
        },
        value: (cell: string, sheetId = "sheet1") => heldAt(workbook, sheetId, cell).value,
      };
    };

    it("reads typed numbers, percentages, texts and truth values, and keeps the format a percentage implies", async () => {
      const sheet = aModule();
      const { cells } = await sheet.type(
        ["A1", "12.5"],
        ["A2", "12.5%"],
        ["A3", "hello"],
        ["A4", "TRUE"],
        ["A5", "'42"],
        ["A6", ""],
      );
      expect(cells.map((c) => c.value)).toEqual([12.5, 0.125, "hello", true, "42", null]);
      expect(cells.map((c) => c.formula)).toEqual([null, null, null, null, null, null]);
      expect(cells[1]!.format).toMatch(/%$/);
      expect(cells[0]!.format).toBeNull();
    });

    it("normalises formulas and computes them at full precision", async () => {
      const sheet = aModule();
      await sheet.type(["A1", "10"], ["A2", "20"], ["A3", "40"], ["B1", "a"], ["C1", "1"]);
      const { cells } = await sheet.type(
        ["D1", "=sum(a1:a3)"],
        ["D2", "=AVERAGE(A1:A3)"],
        ["D3", "=COUNT(A1:B3)"],
        ["D4", "=MIN(A1:A3)"],
        ["D5", "=MAX(A1:A3)"],
        ["D6", "=STDEV(A1:A3)"],
        ["D7", "=ROUND(A1/3,2)"],
        ["D8", '=IF(A1>5,"big","small")'],
        ["D9", "=VLOOKUP(20,A1:A3,1,FALSE)"],
        ["D10", "=A1*10%"],
        ["D11", "=1/3"],
        ["D12", "=A1>5"],
      );
      expect(cells[0]!.formula).toBe("=SUM(A1:A3)");
      const values = cells.map((c) => c.value);
      // Fifteen significant digits, as Excel keeps them.
      expect(values.slice(0, 5)).toEqual([70, expect.closeTo(70 / 3, 12), 3, 10, 40]);
      expect(values[1] as number).toBeCloseTo(23.3333333333333, 12);
      expect(values[5] as number).toBeCloseTo(15.2752523165195, 12);
      expect(values.slice(6)).toEqual([3.33, "big", 20, 1, expect.closeTo(1 / 3, 14), true]);
    });

    it("gives errors as values and never throws on what a member types", async () => {
      const sheet = aModule();
      const { cells } = await sheet.type(
        ["A1", "=1/0"],
        ["A2", "=FOOBAR(1)"],
        ["A3", "=1+"],
        ["A4", "=Nowhere!A1"],
        ["A5", "=SUM("],
      );
      expect(cells.map((c) => c.value)).toEqual([
        { error: "#DIV/0!" },
        { error: "#NAME?" },
        { error: expect.stringMatching(/^#/) },
        { error: "#REF!" },
        { error: expect.stringMatching(/^#/) },
      ]);
    });

    it("recalculates the formula cells an edit changes, and only those", async () => {
      const sheet = aModule();
      await sheet.type(["A1", "2"], ["A2", "3"], ["B1", "=A1*2"], ["B2", "=A2*2"], ["B3", "=SUM(B1:B2)"]);
      const { recalculated } = await sheet.type(["A1", "5"]);
      expect(recalculated).toEqual(
        expect.arrayContaining([
          { sheetId: "sheet1", cell: "B1", value: 10 },
          { sheetId: "sheet1", cell: "B3", value: 16 },
        ]),
      );
      expect(recalculated).toHaveLength(2);
      expect(sheet.value("B3")).toBe(16);
    });

    it("reads across sheets; a renamed sheet's formulas follow, a deleted sheet's readers give #REF!", async () => {
      const sheet = aModule();
      await sheet.sheets({ kind: "add", sheetId: "data", name: "Data", afterSheetId: "sheet1" });
      await sheet.type(["A1", "7", "data"]);
      const { cells } = await sheet.type(["A1", "=Data!A1*3"]);
      expect(cells[0]!.value).toBe(21);
      expect((await sheet.sheets({ kind: "rename", sheetId: "data", name: "Raw data" })).recalculated).toEqual([]);
      expect(heldAt(sheet.workbook, "sheet1", "A1").formula).toBe("='Raw data'!A1*3");
      expect((await sheet.type(["A1", "8", "data"])).recalculated).toEqual([{ sheetId: "sheet1", cell: "A1", value: 24 }]);
      const deleted = await sheet.sheets({ kind: "delete", sheetId: "data" });
      expect(deleted.recalculated).toEqual([{ sheetId: "sheet1", cell: "A1", value: { error: "#REF!" } }]);
    });

    it("recalculates formulas typed before the sheet they name existed, when it is added or another is renamed to it", async () => {
      const sheet = aModule();
      const typed = await sheet.type(["A1", "=Data!A1*2"], ["A2", "='Raw data'!B2+1"], ["A3", "=SUM(Data!A1:A2)"]);
      expect(typed.cells.map((c) => c.value)).toEqual([
        expect.objectContaining({ error: expect.any(String) }),
        expect.objectContaining({ error: expect.any(String) }),
        expect.objectContaining({ error: expect.any(String) }),
      ]);
      const added = await sheet.sheets({ kind: "add", sheetId: "data", name: "Data", afterSheetId: "sheet1" });
      expect(added.recalculated).toEqual(
        expect.arrayContaining([
          { sheetId: "sheet1", cell: "A1", value: 0 },
          { sheetId: "sheet1", cell: "A3", value: 0 },
        ]),
      );
      expect(added.recalculated).toHaveLength(2);
      expect((await sheet.type(["A1", "21", "data"])).recalculated).toEqual(
        expect.arrayContaining([
          { sheetId: "sheet1", cell: "A1", value: 42 },
          { sheetId: "sheet1", cell: "A3", value: 21 },
        ]),
      );
      await sheet.sheets({ kind: "add", sheetId: "other", name: "Other", afterSheetId: "data" });
      await sheet.type(["B2", "4", "other"]);
      const renamed = await sheet.sheets({ kind: "rename", sheetId: "other", name: "Raw data" });
      expect(renamed.recalculated).toEqual([{ sheetId: "sheet1", cell: "A2", value: 5 }]);
      expect(sheet.value("A2")).toBe(5);
      expect(heldAt(sheet.workbook, "sheet1", "A2").formula).toBe("='Raw data'!B2+1");
    });

    it("computes from the workbook given when its model is behind or a change was never recorded", async () => {
      const sheet = aModule();
      await sheet.type(["A1", "1"], ["B1", "=A1+1"]);
      const workbook = sheet.workbook;
      // A change computed but not recorded (refused): the next change starts from the workbook as recorded.
      await engine.changeCells({ key: "lonely", version: 1, workbook }, [{ sheetId: "sheet1", cell: "A1", input: "100" }]);
      const again = await engine.changeCells({ key: "lonely", version: 1, workbook }, [
        { sheetId: "sheet1", cell: "A2", input: "1" },
      ]);
      expect(again.recalculated).toEqual([]);
      const other = await engine.changeCells({ key: "lonely", version: 1, workbook }, [
        { sheetId: "sheet1", cell: "A1", input: "4" },
      ]);
      expect(other.recalculated).toEqual([{ sheetId: "sheet1", cell: "B1", value: 5 }]);
    });

    it("evaluates a whole workbook: every formula's value computed, across sheets, whatever value it came with", async () => {
      const given: Workbook = {
        sheets: [
          {
            sheetId: "s1",
            name: "Data",
            frozenRows: 1,
            rows: [
              { A: { value: 4 }, B: { value: "stale", formula: "=A1*2" } },
              { A: { value: "x" }, B: { value: 0, formula: "=1/0" } },
            ],
          },
          { sheetId: "s2", name: "Sum", frozenRows: 0, rows: [{ A: { value: null, formula: "=Data!B1+1", format: "0.00" } }] },
        ],
        charts: [],
      };
      const evaluated = await engine.evaluate(given);
      expect(heldAt(evaluated, "s1", "B1")).toEqual({ value: 8, formula: "=A1*2", format: null });
      expect(heldAt(evaluated, "s1", "B2").value).toEqual({ error: "#DIV/0!" });
      expect(heldAt(evaluated, "s2", "A1")).toEqual({ value: 9, formula: "=Data!B1+1", format: "0.00" });
      expect(heldAt(evaluated, "s1", "A2").value).toBe("x");
      expect(evaluated.sheets.map((s) => [s.name, s.frozenRows])).toEqual([
        ["Data", 1],
        ["Sum", 0],
      ]);
    });

    it("keeps a format given, and a cell's format when none is given", async () => {
      const sheet = aModule();
      const { cells } = await sheet.type(["A1", "1.5"]);
      expect(cells[0]!.format).toBeNull();
      const formatted = await engine.changeCells({ key: "fmt", version: 0, workbook: sheet.workbook }, [
        { sheetId: "sheet1", cell: "A1", input: "1.5", format: '0.00 "mg"' },
      ]);
      expect(formatted.cells[0]).toEqual({ sheetId: "sheet1", cell: "A1", value: 1.5, formula: null, format: '0.00 "mg"' });
    });
  });
}
