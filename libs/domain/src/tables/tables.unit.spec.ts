import { describe, expect, it } from "vitest";
import { specification } from "../decider/given-when-then";
import { contentCompleteness } from "../module-kinds/kit/completeness";
import { infoTable, infoTableModuleColumns } from "./info-table";
import {
  childInsertIndex,
  columnAppliesTo,
  moduleLevels,
  multiLevelModuleColumns,
  multiLevelTable,
  nestedOrder,
  withDescendants,
} from "./multi-level-table";
import { computeRow, processProblem, processTable } from "./process-table";

const owner = { memberId: "m1", isOrganisationAdmin: false };
const other = { memberId: "m2", isOrganisationAdmin: false };
const admin = { memberId: "a", isOrganisationAdmin: true };

const text = (label: string, required = false) => ({ label, kind: "text" as const, options: [], unit: "", required });
const info = {
  name: "Cell culture",
  description: "",
  columns: [text("Cell line", true), { ...text("Mass"), kind: "number" as const, unit: "g" }],
};
const infoSaved = { type: "InfoTableSaved" as const, data: { ...info, tableId: "t1", ownerId: "m1" } };
const save = <D>(definition: D, actor = owner, mustExist = false) => ({
  type: "Save" as const,
  tableId: "t1",
  definition,
  actor,
  mustExist,
});

describe("information table", () => {
  const given = specification(infoTable).given;
  it("given nothing, when a member saves one, then they own it; an administrator's later save keeps the owner", () => {
    given([]).when(save(info)).then([infoSaved]);
    given([infoSaved])
      .when(save({ ...info, name: "Culture" }, admin, true))
      .then([{ ...infoSaved, data: { ...infoSaved.data, name: "Culture" } }]);
  });
  it("given a definition with a label twice or a choice without options, then it is refused naming the column", () => {
    given([])
      .when(save({ ...info, columns: [text("A"), text(" a ")] }))
      .thenThrows("tables.labelRepeated");
    given([])
      .when(save({ ...info, columns: [{ ...text("Grade"), kind: "choice" as const }] }))
      .thenThrows("tables.choiceWithoutOptions");
  });
  it("is changed, binned and restored by its owner or an administrator; binned, it is restored before it changes", () => {
    const binned = { type: "InfoTableBinned" as const, data: { tableId: "t1" } };
    given([infoSaved])
      .when(save(info, other, true))
      .thenThrows("rubbishBin.notYours");
    given([infoSaved]).when({ type: "Bin", tableId: "t1", actor: owner }).then([binned]);
    given([infoSaved, binned])
      .when(save(info, owner, true))
      .thenThrows("rubbishBin.inRubbishBin");
    given([infoSaved, binned])
      .when({ type: "Restore", tableId: "t1", actor: admin })
      .then([{ type: "InfoTableRestored", data: { tableId: "t1" } }]);
    given([])
      .when(save(info, owner, true))
      .thenThrows("infoTable.notFound");
  });
  it("gives a record's table its columns by label (unit in brackets), required flags kept", () => {
    expect(infoTableModuleColumns(info)).toEqual([
      { field: "Cell line", required: true, className: "required kind-text" },
      { field: "Mass (g)", required: false, className: "kind-number" },
    ]);
  });
});

const column = (label: string, required = false, hidden = false) => ({ label, unit: "", required, hidden });
const levels = [
  { name: "Batch", columns: [column("Batch no", true)] },
  { name: "Sample", columns: [column("Sample", true), column("Note", false, true)] },
];

describe("multi-level table", () => {
  const given = specification(multiLevelTable).given;
  const definition = { name: "Stability", description: "", levels };
  it("given two levels with visible columns, when saved, then it is kept whole", () => {
    given([])
      .when(save(definition))
      .then([{ type: "MultiLevelTableSaved", data: { ...definition, tableId: "t1", ownerId: "m1" } }]);
  });
  it("needs at least two levels, and not all columns of a level hidden (spec §5)", () => {
    given([])
      .when(save({ ...definition, levels: [levels[0]!] }))
      .thenThrows("tables.tooFewLevels");
    given([])
      .when(save({ ...definition, levels: [levels[0]!, { name: "Sample", columns: [column("Note", false, true)] }] }))
      .thenThrows("tables.allHidden");
    given([])
      .when(save({ ...definition, levels: [levels[0]!, { ...levels[1]!, name: "batch" }] }))
      .thenThrows("tables.levelRepeated");
  });
  it("gives a record's table every level's columns, each applying to its level's rows only", () => {
    const columns = multiLevelModuleColumns(definition);
    expect(columns.map((c) => [c.field, c.className])).toEqual([
      ["Batch · Batch no", "required level-0"],
      ["Sample · Sample", "required level-1"],
      ["Sample · Note", "level-1 hidden"],
    ]);
    expect(columnAppliesTo(columns[0]!, { $level: 0 })).toBe(true);
    expect(columnAppliesTo(columns[0]!, { $level: 1 })).toBe(false);
    expect(columnAppliesTo({ className: "required" }, { $level: 1 })).toBe(true);
  });
});

describe("a record's multi-level table", () => {
  const columns = multiLevelModuleColumns({ levels });
  const rows = [
    { rowId: "b1", $level: 0, "Batch · Batch no": "L7" },
    { rowId: "b2", $level: 0, "Batch · Batch no": "L8" },
    { rowId: "s1", $level: 1, $parentRowId: "b1", "Sample · Sample": "S1" },
    { rowId: "s2", $level: 1, $parentRowId: "b1" },
  ];
  it("reads its levels back from the module's columns, hidden columns marked", () => {
    expect(moduleLevels(columns)).toEqual([
      { name: "Batch", columns: [{ field: "Batch · Batch no", label: "Batch no", required: true, hidden: false }] },
      {
        name: "Sample",
        columns: [
          { field: "Sample · Sample", label: "Sample", required: true, hidden: false },
          { field: "Sample · Note", label: "Note", required: false, hidden: true },
        ],
      },
    ]);
  });
  it("shows rows nested under their parents; a child is added after its parent's last descendant; removing a row removes its children", () => {
    expect(nestedOrder(rows).map((r) => r.rowId)).toEqual(["b1", "s1", "s2", "b2"]);
    expect(childInsertIndex(rows, "b1")).toBe(4);
    expect(childInsertIndex(rows, "b2")).toBe(2);
    expect([...withDescendants(rows, "b1")].sort()).toEqual(["b1", "s1", "s2"]);
  });
  it("given a row with its level's required cell blank, when checked for submission, then only that row is named", () => {
    const module = {
      type: "grid",
      subType: "multiLevelTable",
      title: "t",
      required: false,
      columns,
      content: { fields: {}, rows },
    };
    expect(contentCompleteness(module)).toEqual({ filled: true, incompleteRowIds: ["s2"] });
  });
});

describe("data-processing table", () => {
  const given = specification(processTable).given;
  const input = (label: string, unit = "") => ({ label, unit, required: true, expression: "" });
  const computed = (label: string, expression: string) => ({ label, unit: "", required: false, expression });
  const columns = [input("mass", "g"), input("volume", "mL"), computed("concentration", "mass / volume * 1000")];
  it("given inputs and a computed column, when saved, then it is kept whole", () => {
    const definition = { name: "Concentration", description: "", columns };
    given([])
      .when(save(definition))
      .then([{ type: "ProcessTableSaved", data: { ...definition, tableId: "t1", ownerId: "m1" } }]);
  });
  it("refuses an expression that does not read (spec §8 formula format error), names no column, or goes round", () => {
    const refused = (cols: typeof columns, key: string) =>
      given([])
        .when(save({ name: "x", description: "", columns: cols }))
        .thenThrows(key);
    refused([input("mass"), computed("c", "mass /")], "tables.formulaFormat");
    refused([input("mass"), computed("c", "mass / density")], "tables.unknownColumn");
    refused([input("mass"), computed("c", "c * 2")], "tables.unknownColumn");
    refused([input("mass"), computed("a", "b + mass"), computed("b", "a * 2")], "tables.formulaCycle");
    refused([computed("a", "1 + 2")], "tables.noInput");
    expect(processProblem([input("mass"), computed("c", "mass ^ 2")])).toEqual({
      key: "formulaFormat",
      label: "c",
      problem: { key: "unexpected", at: 5 },
    });
  });
  it("computes a row's computed columns from its inputs, a computed column reading another", () => {
    const more = [...columns, computed("doubled", "concentration * 2")];
    expect(computeRow(more, { mass: "0.5", volume: "250" })).toEqual({ concentration: 2, doubled: 4 });
    expect(computeRow(more, { mass: "0.5", volume: "" })).toEqual({ concentration: null, doubled: null });
  });
});
