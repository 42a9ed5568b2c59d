import { sheetEngineContract } from "@labledger/ports/sheet-engine/contract";
import { describe, expect, it } from "vitest";
import { IronCalcSheetEngine } from "./ironcalc";

sheetEngineContract("IronCalc (WASM)", { create: async () => new IronCalcSheetEngine() });

describe("the engine's loaded workbooks", () => {
  it("computes right when modules take turns beyond its capacity (each rebuilt from its workbook)", async () => {
    const engine = new IronCalcSheetEngine(1);
    const workbook = (a1: number) => ({
      sheets: [
        {
          sheetId: "sheet1",
          name: "Sheet1",
          frozenRows: 1,
          rows: [{ A: { value: a1 }, B: { value: a1 * 2, formula: "=A1*2" } }],
        },
      ],
      charts: [],
    });
    try {
      for (const [key, a1] of [
        ["one", 1],
        ["two", 10],
        ["one", 1],
        ["two", 10],
      ] as const) {
        const outcome = await engine.changeCells({ key, version: 1, workbook: workbook(a1) }, [
          { sheetId: "sheet1", cell: "A1", input: String(a1 + 1) },
        ]);
        expect(outcome.recalculated).toEqual([{ sheetId: "sheet1", cell: "B1", value: (a1 + 1) * 2 }]);
      }
    } finally {
      await engine.close();
    }
  });
});
