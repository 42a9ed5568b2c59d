import { evolveWorkbook, heldAt, type Workbook } from "@labledger/domain";
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

describe("a change reads back only the formulas it may have changed", () => {
  /** A small seeded generator, so a failing history can be replayed. */
  const generator = (seed: number) => {
    let state = seed;
    const next = () => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state / 2_147_483_648;
    };
    return {
      int: (n: number) => Math.floor(next() * n),
      pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T,
    };
  };
  const COLUMNS = ["A", "B", "C", "D"];

  /** A formula for a cell that reads only rows above it in columns A–D (column E sums whole columns): no cycles. */
  function formulaFor(random: ReturnType<typeof generator>, sheet: "Sheet1" | "Data", row: number, column: string) {
    const above = () => `${random.pick(COLUMNS)}${1 + random.int(row - 1)}`;
    // SUM, not COUNT: IronCalc counts a whole column cell by cell (about a second a column).
    if (column === "E") return `=SUM(${random.pick(COLUMNS)}:${random.pick(COLUMNS)})+COUNT(A1:D${1 + random.int(8)})`;
    const choices = [
      () => `=${above()}+1`,
      () => `=SUM(${above()}:${above()})`,
      () => `=IF(${above()}>5,${above()},0)`,
      () => `=INDIRECT("${random.pick(COLUMNS)}"&${1 + random.int(row - 1)})*2`,
      ...(sheet === "Sheet1" ? [() => `=Data!${random.pick(COLUMNS)}${1 + random.int(8)}*3`, () => `=SUM('Data'!A1:D8)`] : []),
    ];
    return random.pick(choices)();
  }

  it("gives every formula the value a fresh evaluation gives, over random histories", async () => {
    const engine = new IronCalcSheetEngine();
    const fresh = new IronCalcSheetEngine();
    try {
      for (const seed of [1, 2, 3, 4]) {
        const random = generator(seed);
        let workbook: Workbook = {
          sheets: [
            { sheetId: "sheet1", name: "Sheet1", frozenRows: 0, rows: [] },
            { sheetId: "data", name: "Data", frozenRows: 0, rows: [] },
          ],
          charts: [],
        };
        for (let version = 0; version < 60; version++) {
          const sheet = random.pick(["Sheet1", "Data"] as const);
          const sheetId = sheet === "Sheet1" ? "sheet1" : "data";
          const row = 1 + random.int(8);
          const column = random.pick([...COLUMNS, "E"]);
          const input = row > 1 && random.int(2) === 0 ? formulaFor(random, sheet, row, column) : String(random.int(10));
          const cell = `${column}${row}`;
          const outcome = await engine.changeCells({ key: `seed-${seed}`, version, workbook }, [{ sheetId, cell, input }]);
          const old = heldAt(workbook, sheetId, cell);
          const [changed] = outcome.cells;
          workbook = evolveWorkbook(workbook, {
            type: "ModuleCellsChanged",
            data: {
              experimentId: "e",
              moduleId: "m",
              cacheTime: version + 1,
              modifyList: [
                {
                  sheetId,
                  cell,
                  oldValue: old.value,
                  newValue: changed!.value,
                  oldFormula: old.formula,
                  newFormula: changed!.formula,
                  oldFormat: old.format,
                  newFormat: changed!.format,
                },
              ],
              recalculated: [...outcome.recalculated],
            },
          });
          outcome.settle(version + 1);
          // Every formula read again from scratch: none holds another value than the change left it.
          const probe = await fresh.restructure(
            { key: `probe-${seed}-${version}`, version: 0, workbook },
            { kind: "add", sheetId: "probe", name: "Probe", afterSheetId: "data" },
          );
          expect(probe.recalculated, `seed ${seed}, change ${version}: ${sheet}!${cell} ${input}`).toEqual([]);
        }
      }
    } finally {
      await Promise.all([engine.close(), fresh.close()]);
    }
  });
});
