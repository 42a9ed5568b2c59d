import { describe, expect, it } from "vitest";
import { acting } from "../access/acting.fixtures";
import { fold } from "../decider/decider";
import { DomainError } from "../decider/domain-error";
import { specification } from "../decider/given-when-then";
import { EMPTY_WORKBOOK } from "../module-kinds/spreadSheet/workbook";
import { type ExperimentEvent, experiment } from "./experiment";
import { RECORD_CREATED } from "./record.fixtures";

const { given } = specification(experiment);
const owner = acting("owner");
const now = new Date("2026-11-27T10:00:00.000Z");
const at = now.getTime();
const on = { experimentId: "e1", moduleId: "m1" };
const sheetAdded: ExperimentEvent = {
  type: "ModuleAdded",
  data: { ...on, type: "spreadSheet", subType: null, title: "Yields", required: false, columns: [], afterModuleId: null },
};
type Held = { value: unknown; formula: string | null; format: string | null };
const none: Held = { value: null, formula: null, format: null };
const typed = (value: number | string, format: string | null = null): Held => ({ value, formula: null, format });

const edit = (cell: string, result: Held, seen: Held = none) => ({ sheetId: "sheet1", cell, seen, result }) as never;
const change = (edits: unknown[], recalculated: unknown[] = [], actor = owner) =>
  ({ type: "ChangeCells", ...on, moduleId: "m1", edits, recalculated, isAuto: false, now, actor }) as never;
const cells = (modifyList: unknown[], recalculated: unknown[] = [], cacheTime = at): ExperimentEvent =>
  ({ type: "ModuleCellsChanged", data: { ...on, cacheTime, modifyList, recalculated } }) as never;
const modify = (cell: string, from: [unknown, string | null, string | null], to: [unknown, string | null, string | null]) => ({
  sheetId: "sheet1",
  cell,
  oldValue: from[0],
  newValue: to[0],
  oldFormula: from[1],
  newFormula: to[1],
  oldFormat: from[2],
  newFormat: to[2],
});
const B3 = cells([modify("B3", [null, null, null], [12, null, null])]);
const C1 = cells([modify("C1", [null, null, null], [24, "=B3*2", null])], [], at + 1);
const workbookAfter = (events: ExperimentEvent[]) =>
  fold(experiment, [RECORD_CREATED, sheetAdded, ...events]).modules[0]!.content.workbook;

describe("spreadsheet module: cells", () => {
  it("records typed values and formulas as a modifyList of old and new value, formula and format", () => {
    given([RECORD_CREATED, sheetAdded])
      .when(change([edit("B3", typed(12))]))
      .then([B3]);
    given([RECORD_CREATED, sheetAdded, B3])
      .when(change([edit("C1", { value: 24, formula: "=B3*2", format: null })]))
      .then([cells([modify("C1", [null, null, null], [24, "=B3*2", null])], [], at + 1)]);
  });

  it("records the formula cells the engine recalculated, never the edited ones, and only when their value changed", () => {
    given([RECORD_CREATED, sheetAdded, B3, C1])
      .when(
        change(
          [edit("B3", typed(15), typed(12))],
          [
            { sheetId: "sheet1", cell: "C1", value: 30 },
            { sheetId: "sheet1", cell: "B3", value: 15 },
          ],
        ),
      )
      .then([cells([modify("B3", [12, null, null], [15, null, null])], [{ sheetId: "sheet1", cell: "C1", value: 30 }], at + 2)]);
  });

  it("folds cells into the module's workbook row by row, recalculated values kept beside their formulas", () => {
    const recalculated = cells(
      [modify("B3", [12, null, null], [15, null, null])],
      [{ sheetId: "sheet1", cell: "C1", value: 30 }],
      at + 2,
    );
    const workbook = workbookAfter([B3, C1, recalculated])!;
    expect(workbook.sheets[0]!.rows).toEqual([{ C: { value: 30, formula: "=B3*2" } }, null, { B: { value: 15 } }]);
    // A cleared cell without a format leaves its row; the rows after the last filled one go.
    const cleared = cells([modify("B3", [15, null, null], [null, null, null])], [], at + 3);
    expect(workbookAfter([B3, C1, recalculated, cleared])!.sheets[0]!.rows).toEqual([{ C: { value: 30, formula: "=B3*2" } }]);
    // Rows not touched are the same objects: a change copies only its rows.
    const before = fold(experiment, [RECORD_CREATED, sheetAdded, B3, C1]);
    const after = experiment.evolve(before, cells([modify("B3", [12, null, null], [13, null, null])], [], at + 5));
    expect(after.modules[0]!.content.workbook!.sheets[0]!.rows[0]).toBe(before.modules[0]!.content.workbook!.sheets[0]!.rows[0]);
  });

  it("a module never changed holds the empty workbook; nothing changed records nothing", () => {
    expect(workbookAfter([])).toBeUndefined();
    given([RECORD_CREATED, sheetAdded, B3])
      .when(change([edit("B3", typed(12), typed(12))]))
      .then([]);
    expect(EMPTY_WORKBOOK.sheets.map((s) => s.name)).toEqual(["Sheet1"]);
  });

  it("refuses an edit of a cell changed since it was seen, with what the cell holds now, and changes nothing", () => {
    const run = () =>
      experiment.decide(
        change([edit("A1", typed(1)), edit("B3", typed(20))]),
        fold(experiment, [RECORD_CREATED, sheetAdded, B3]),
      );
    expect(run).toThrow(DomainError);
    try {
      run();
    } catch (error) {
      const refused = error as DomainError;
      expect(refused.key).toBe("module.cellChanged");
      expect(refused.kind).toBe("conflict");
      expect(refused.params).toEqual({ cell: "Sheet1!B3", count: 1 });
      expect(refused.details).toEqual({ current: [{ sheetId: "sheet1", cell: "B3", value: 12, formula: null, format: null }] });
    }
  });

  it("refuses unknown sheets, cells beyond the limits, one cell twice, other kinds, signed and template-locked modules", () => {
    const base = [RECORD_CREATED, sheetAdded];
    given(base)
      .when(change([{ ...(edit("A1", typed(1)) as object), sheetId: "nope" }]))
      .thenThrows("sheet.notFound");
    given(base)
      .when(change([edit("BA1", typed(1))]))
      .thenThrows("sheet.cellInvalid");
    given(base)
      .when(change([edit("A20001", typed(1))]))
      .thenThrows("sheet.cellInvalid");
    given(base)
      .when(change([edit("A1", typed(1)), edit("A1", typed(2))]))
      .thenThrows("sheet.cellTwice");
    const input: ExperimentEvent = { ...sheetAdded, data: { ...sheetAdded.data, type: "input" } } as never;
    given([RECORD_CREATED, input])
      .when(change([edit("A1", typed(1))]))
      .thenThrows("sheet.notASpreadsheet");
    const locked: ExperimentEvent = { ...sheetAdded, data: { ...sheetAdded.data, locked: true } } as never;
    given([RECORD_CREATED, locked])
      .when(change([edit("A1", typed(1))]))
      .thenThrows("module.lockedByTemplate");
    const signed = {
      type: "ModuleSigned",
      data: { ...on, signerId: "owner", printedName: "O", meaning: "authorship", signTime: now.toISOString() },
    } as never;
    given([...base, signed])
      .when({ ...(change([edit("A1", typed(1))]) as object), reason: "typo" } as never)
      .thenThrows("module.signed");
    given(base)
      .when(change([edit("A1", typed(1))], [], acting("stranger")))
      .thenThrows("experiment.notFound");
  });
});

describe("spreadsheet module: sheets and charts", () => {
  const added: ExperimentEvent = {
    type: "ModuleSheetAdded",
    data: { ...on, cacheTime: at, sheetId: "s2", name: "Data", afterSheetId: "sheet1" },
  };
  const base = [RECORD_CREATED, sheetAdded];
  const cmd = (command: object) => ({ ...on, now, actor: owner, ...command }) as never;

  it("adds a sheet after another, refusing a name taken (in any case), a bad name and more than 20 sheets", () => {
    given(base)
      .when(cmd({ type: "AddSheet", sheetId: "s2", name: "Data", afterSheetId: "sheet1" }))
      .then([added]);
    given(base)
      .when(cmd({ type: "AddSheet", sheetId: "s2", name: "sheet1", afterSheetId: null }))
      .thenThrows("sheet.nameTaken");
    given(base)
      .when(cmd({ type: "AddSheet", sheetId: "s2", name: "a/b", afterSheetId: null }))
      .thenThrows("sheet.nameInvalid");
    const many = Array.from(
      { length: 19 },
      (_, i) => ({ ...added, data: { ...added.data, sheetId: `x${i}`, name: `X${i}` } }) as ExperimentEvent,
    );
    given([...base, ...many])
      .when(cmd({ type: "AddSheet", sheetId: "s2", name: "Y", afterSheetId: null }))
      .thenThrows("sheet.tooMany");
    expect(workbookAfter([added])!.sheets.map((s) => s.name)).toEqual(["Sheet1", "Data"]);
  });

  it("adding a sheet records the formulas that named it before it existed, as the engine computed them again", () => {
    const early = cells([modify("A1", [null, null, null], [{ error: "#REF!" }, "=Data!A1*2", null])], [], at + 1);
    const recalculated = [{ sheetId: "sheet1", cell: "A1", value: 0 }];
    const withRecalculated = { ...added, data: { ...added.data, cacheTime: at + 2, recalculated } } as ExperimentEvent;
    given([...base, early])
      .when(cmd({ type: "AddSheet", sheetId: "s2", name: "Data", afterSheetId: "sheet1", recalculated, now: new Date(at + 2) }))
      .then([withRecalculated]);
    const book = workbookAfter([early, withRecalculated])!;
    expect(book.sheets[0]!.rows[0]!.A).toEqual({ value: 0, formula: "=Data!A1*2" });
  });

  it("renames a sheet and formulas naming it follow; deletes a sheet but never the last one", () => {
    const formula = cells([modify("A1", [null, null, null], [5, "=Data!A1+'Data'!B2", null])], [], at + 1);
    given([...base, added])
      .when(cmd({ type: "RenameSheet", sheetId: "s2", name: "Raw data", recalculated: [] }))
      .then([
        {
          type: "ModuleSheetRenamed",
          data: { ...on, cacheTime: at + 1, sheetId: "s2", from: "Data", to: "Raw data", recalculated: [] },
        },
      ]);
    const renamed: ExperimentEvent = {
      type: "ModuleSheetRenamed",
      data: { ...on, cacheTime: at + 2, sheetId: "s2", from: "Data", to: "Raw data", recalculated: [] },
    };
    expect(workbookAfter([added, formula, renamed])!.sheets[0]!.rows[0]).toEqual({
      A: { value: 5, formula: "='Raw data'!A1+'Raw data'!B2" },
    });
    const ref = [{ sheetId: "sheet1", cell: "A1", value: { error: "#REF!" as const } }];
    given([...base, added, formula])
      .when(cmd({ type: "DeleteSheet", sheetId: "s2", recalculated: ref }))
      .then([{ type: "ModuleSheetDeleted", data: { ...on, cacheTime: at + 2, sheetId: "s2", name: "Data", recalculated: ref } }]);
    given(base)
      .when(cmd({ type: "DeleteSheet", sheetId: "sheet1", recalculated: [] }))
      .thenThrows("sheet.lastSheet");
    given(base)
      .when(cmd({ type: "DeleteSheet", sheetId: "nope", recalculated: [] }))
      .thenThrows("sheet.notFound");
  });

  it("sets frozen rows and saves, changes and deletes charts", () => {
    given(base)
      .when(cmd({ type: "SetFrozenRows", sheetId: "sheet1", rows: 2 }))
      .then([{ type: "ModuleSheetFrozenRowsSet", data: { ...on, cacheTime: at, sheetId: "sheet1", from: 1, to: 2 } }]);
    given(base)
      .when(cmd({ type: "SetFrozenRows", sheetId: "sheet1", rows: 1 }))
      .then([]);
    const chart = {
      chartId: "c1",
      kind: "scatter",
      title: "Calibration",
      sheetId: "sheet1",
      range: "A1:B10",
      headerRow: true,
      linearFit: true,
      xTitle: "c",
      yTitle: "A",
    } as const;
    const saved: ExperimentEvent = { type: "ModuleChartSaved", data: { ...on, cacheTime: at, chart, previous: null } };
    given(base)
      .when(cmd({ type: "SaveChart", chart }))
      .then([saved]);
    given(base)
      .when(cmd({ type: "SaveChart", chart: { ...chart, range: "B10:A1" } }))
      .thenThrows("sheet.rangeInvalid");
    given([...base, saved])
      .when(cmd({ type: "SaveChart", chart }))
      .then([]);
    given([...base, saved])
      .when(cmd({ type: "DeleteChart", chartId: "c1" }))
      .then([{ type: "ModuleChartDeleted", data: { ...on, cacheTime: at + 1, chartId: "c1", previous: chart } }]);
    given(base)
      .when(cmd({ type: "DeleteChart", chartId: "c1" }))
      .thenThrows("sheet.chartNotFound");
    expect(workbookAfter([saved])!.charts).toEqual([chart]);
  });

  it("keeps the workbook when the module is saved as a whole", () => {
    const save: ExperimentEvent = {
      type: "ModuleSaved",
      data: {
        ...on,
        isAuto: false,
        cacheTime: at + 9,
        changes: [{ action: 1, field: "note", rowId: null, oldValue: null, newValue: "x" }],
      },
    };
    expect(workbookAfter([B3, save])!.sheets[0]!.rows[2]).toEqual({ B: { value: 12 } });
  });
});

describe("spreadsheet module: reasons for changes (spec §5)", () => {
  const submitted: ExperimentEvent = {
    type: "ExperimentSubmitted",
    data: { experimentId: "e1", version: 1, flowId: "f1", flowName: "QA", nodes: [{ name: "Peer", reviewerIds: ["peer"] }] },
  } as never;
  const rejected: ExperimentEvent = {
    type: "ExperimentRejected",
    data: {
      experimentId: "e1",
      version: 1,
      node: 0,
      comment: "redo",
      signerId: "peer",
      printedName: "Peer",
      meaning: "rejection",
      signTime: now.toISOString(),
    },
  } as never;
  const returned = [RECORD_CREATED, sheetAdded, submitted, rejected];
  const withReason = (command: object, reason?: string, reasonRequired?: boolean) =>
    ({ ...on, now, actor: owner, ...command, ...(reason === undefined ? {} : { reason }), reasonRequired }) as never;
  const cellsCommand = { type: "ChangeCells", edits: [edit("A1", typed(1))], recalculated: [], isAuto: false };
  const chart = {
    chartId: "c1",
    kind: "line",
    title: "",
    sheetId: "sheet1",
    range: "A1:B2",
    headerRow: true,
    linearFit: false,
    xTitle: "",
    yTitle: "",
  };
  const everyChange = [
    cellsCommand,
    { type: "AddSheet", sheetId: "s2", name: "Data", afterSheetId: null },
    { type: "RenameSheet", sheetId: "sheet1", name: "Yields", recalculated: [] },
    { type: "SetFrozenRows", sheetId: "sheet1", rows: 2 },
    { type: "SaveChart", chart },
    { type: "ImportSheets", file: { fileName: "a.csv", sha256: "0".repeat(64), sheets: [] } },
  ];

  it("a draft's cells change without a reason; one submitted before asks one for every sheet change", () => {
    given([RECORD_CREATED, sheetAdded])
      .when(withReason(cellsCommand))
      .then([cells([modify("A1", [null, null, null], [1, null, null])])]);
    for (const command of everyChange) {
      given(returned).when(withReason(command)).thenThrows("change.reasonRequired");
      given(returned).when(withReason(command, "   ")).thenThrows("change.reasonRequired");
    }
    given(returned)
      .when(withReason(cellsCommand, "Corrected after review"))
      .then([cells([modify("A1", [null, null, null], [1, null, null])])]);
  });

  it("the trace-modification setting asks one on a draft too; a reason is at most 500 characters", () => {
    given([RECORD_CREATED, sheetAdded])
      .when(withReason(cellsCommand, undefined, true))
      .thenThrows("change.reasonRequired");
    given([RECORD_CREATED, sheetAdded])
      .when(withReason(cellsCommand, "x".repeat(501)))
      .thenThrows("change.reasonTooLong");
    given([RECORD_CREATED, sheetAdded])
      .when(withReason(cellsCommand, "x".repeat(500), true))
      .then([cells([modify("A1", [null, null, null], [1, null, null])])]);
  });
});
