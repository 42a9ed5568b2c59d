import { describe, expect, it } from "vitest";
import { acting } from "../access/acting.fixtures";
import { specification } from "../decider/given-when-then";
import { type ExperimentEvent, experiment } from "../experiment/experiment";
import { RECORD_CREATED } from "../experiment/record.fixtures";
import { computedCells, processModuleColumns, withComputedCells } from "./process-rows";

const definition = {
  columns: [
    { label: "mass", unit: "g", required: true, expression: "" },
    { label: "volume", unit: "mL", required: true, expression: "" },
    { label: "浓度", unit: "g/L", required: false, expression: "mass / volume * 1000" },
    { label: "double", unit: "", required: false, expression: "浓度 * 2" },
  ],
};
const columns = processModuleColumns(definition);

describe("a data-processing table in a record (spec §1, §2 processList)", () => {
  it("copies the definition's columns: inputs by label and unit, computed columns with their expression", () => {
    expect(columns.map((c) => [c.field, c.required, c.className, c.process.expression])).toEqual([
      ["mass (g)", true, "required kind-input", ""],
      ["volume (mL)", true, "required kind-input", ""],
      ["浓度 (g/L)", false, "kind-computed", "mass / volume * 1000"],
      ["double", false, "kind-computed", "浓度 * 2"],
    ]);
  });

  it("computes a row's computed cells from its inputs, through other computed cells", () => {
    expect(computedCells(columns, { "mass (g)": "0.5", "volume (mL)": "250" })).toEqual({
      "浓度 (g/L)": { value: 2 },
      double: { value: 4 },
    });
  });

  it("says why a computed cell has no number: an input empty, not a number, or a division by zero", () => {
    expect(computedCells(columns, { "mass (g)": "0.5" })["浓度 (g/L)"]).toEqual({ problem: "emptyInput" });
    expect(computedCells(columns, { "mass (g)": "0.5", "volume (mL)": "abc" }).double).toEqual({ problem: "notANumber" });
    expect(computedCells(columns, { "mass (g)": "0.5", "volume (mL)": "0" })["浓度 (g/L)"]).toEqual({
      problem: "divisionByZero",
    });
  });

  it("stores the computed cells as computed, never what was sent; one without a number is left empty", () => {
    expect(
      withComputedCells(columns, [
        { rowId: "r1", "mass (g)": "0.5", "volume (mL)": "250", "浓度 (g/L)": 999 },
        { rowId: "r2", "mass (g)": "1", "volume (mL)": "0", "浓度 (g/L)": "Infinity" },
      ]),
    ).toEqual([
      { rowId: "r1", "mass (g)": "0.5", "volume (mL)": "250", "浓度 (g/L)": 2, double: 4 },
      { rowId: "r2", "mass (g)": "1", "volume (mL)": "0" },
    ]);
  });

  it("a record's save keeps the server's computed values", () => {
    const { given } = specification(experiment);
    const added: ExperimentEvent = {
      type: "ModuleAdded",
      data: {
        experimentId: "e1",
        moduleId: "m1",
        type: "grid",
        subType: "processTable",
        title: "Concentration",
        required: false,
        columns,
        afterModuleId: null,
      },
    };
    const now = new Date("2026-11-27T10:00:00.000Z");
    given([RECORD_CREATED, added])
      .when({
        type: "SaveModule",
        moduleId: "m1",
        content: { fields: {}, rows: [{ rowId: "r1", "mass (g)": "0.5", "volume (mL)": "250", "浓度 (g/L)": 7 }] },
        isAuto: false,
        lastCacheTime: 0,
        actor: acting("owner"),
        now,
      } as never)
      .then([
        {
          type: "ModuleSaved",
          data: {
            experimentId: "e1",
            moduleId: "m1",
            isAuto: false,
            cacheTime: now.getTime(),
            changes: [
              {
                action: 1,
                field: null,
                rowId: "r1",
                oldValue: null,
                newValue: { rowId: "r1", "mass (g)": "0.5", "volume (mL)": "250", "浓度 (g/L)": 2, double: 4 },
              },
            ],
          },
        },
      ]);
  });
});
