import { describe, expect, it } from "vitest";
import { acting } from "../access/acting.fixtures";
import { fold } from "../decider/decider";
import type { DomainError } from "../decider/domain-error";
import { specification } from "../decider/given-when-then";
import type { Workbook } from "../module-kinds/spreadSheet/workbook";
import { type ExperimentEvent, experiment } from "./experiment";
import { assertComplete } from "./module-rules";
import { RECORD_CREATED } from "./record.fixtures";
import { workbookEvents } from "./workbook-changes";

const { given } = specification(experiment);
const owner = acting("owner");
const now = new Date("2026-11-27T10:00:00.000Z");
const at = now.getTime();
const on = { experimentId: "e1", moduleId: "m1" };

/** The design "Yield": sheet Data, A1 a label, B1 the mass the researcher types (required), B2 a note (optional), C1 =B1*2. */
const designWorkbook: Workbook = {
  sheets: [
    {
      sheetId: "s1",
      name: "Data",
      frozenRows: 1,
      rows: [{ A: { value: "Mass (g)" }, C: { value: 0, formula: "=B1*2" } }],
    },
  ],
  charts: [],
};
const cells = [
  { sheetId: "s1", cell: "B1", required: true, label: "Mass" },
  { sheetId: "s1", cell: "B2", required: false, label: "Note" },
];
const module = {
  moduleId: "m1",
  type: "spreadDesign",
  subType: null,
  title: "Yield",
  required: false,
  columns: [],
  afterModuleId: null,
};
const addDesign = {
  type: "AddModule" as const,
  module,
  design: { templateId: "d1", templateName: "Yield", cells, workbook: designWorkbook, now },
  actor: owner,
};
const added: ExperimentEvent = { type: "ModuleAdded", data: { ...module, experimentId: "e1" } };
const designed: ExperimentEvent = {
  type: "ModuleCellsDesigned",
  data: { ...on, templateId: "d1", templateName: "Yield", cells },
};
const built = [added, ...workbookEvents({ ...on, cacheTime: at }, designWorkbook), designed] as ExperimentEvent[];
const base = [RECORD_CREATED, ...built];

const none = { value: null, formula: null, format: null };
const typed = (value: number) => ({ value, formula: null, format: null });
const change = (cell: string, value: number, sheetId = "s1") =>
  ({
    type: "ChangeCells",
    moduleId: "m1",
    edits: [{ sheetId, cell, seen: none, result: typed(value) }],
    recalculated: [],
    isAuto: false,
    now,
    actor: owner,
  }) as never;

describe("spreadsheet design module in a record", () => {
  it("is added with the design's workbook and input cells in one decision (a copy, named by the design)", () => {
    given([RECORD_CREATED]).when(addDesign).then(built);
    const state = fold(experiment, base);
    expect(state.modules[0]!.content.design).toEqual({ templateId: "d1", templateName: "Yield", cells });
    expect(state.modules[0]!.content.workbook).toEqual(designWorkbook);
  });

  it("only a spreadsheet design module takes a design", () => {
    given([RECORD_CREATED])
      .when({ ...addDesign, module: { ...module, type: "spreadSheet" } })
      .thenThrows("spreadsheetTemplate.notADesignModule");
  });

  it("takes edits of input cells and refuses any other cell, naming it by sheet and address", () => {
    given(base)
      .when(change("B1", 12))
      .then([
        {
          type: "ModuleCellsChanged",
          data: {
            ...on,
            cacheTime: at + 1,
            modifyList: [
              {
                sheetId: "s1",
                cell: "B1",
                oldValue: null,
                newValue: 12,
                oldFormula: null,
                newFormula: null,
                oldFormat: null,
                newFormat: null,
              },
            ],
            recalculated: [],
          },
        },
      ]);
    given(base).when(change("A1", 1)).thenThrows("sheet.notAnInputCell");
    let thrown: DomainError | undefined;
    try {
      experiment.decide(change("C1", 1), fold(experiment, base));
    } catch (error) {
      thrown = error as DomainError;
    }
    expect(thrown?.params).toMatchObject({ cell: "Data!C1" });
  });

  it("refuses a change of the design's layout: sheets added, renamed, deleted, imported; charts", () => {
    const cmd = (c: object) => ({ ...c, moduleId: "m1", now, actor: owner, recalculated: [] }) as never;
    given(base)
      .when(cmd({ type: "AddSheet", sheetId: "s2", name: "More", afterSheetId: "s1" }))
      .thenThrows("sheet.designLayoutFixed");
    given(base)
      .when(cmd({ type: "RenameSheet", sheetId: "s1", name: "Masses" }))
      .thenThrows("sheet.designLayoutFixed");
    given(base)
      .when(cmd({ type: "DeleteSheet", sheetId: "s1" }))
      .thenThrows("sheet.designLayoutFixed");
  });

  it("is incomplete on submission while a required input cell is empty, naming the cell; filled, it is complete", () => {
    const refusal = (events: ExperimentEvent[]) => {
      try {
        assertComplete(fold(experiment, events).modules);
        return null;
      } catch (error) {
        return { key: (error as DomainError).key, params: (error as DomainError).params };
      }
    };
    expect(refusal(base)).toEqual({ key: "experiment.incompleteCells", params: { title: "Yield", cells: "Data!B1", more: 0 } });
    const filled = fold(experiment, base);
    const events = [...base];
    experiment.decide(change("B1", 12), filled).forEach((e) => {
      events.push(e);
    });
    expect(refusal(events)).toBeNull();
  });

  it("a clone of the record keeps the design's input cells", () => {
    const state = fold(experiment, base);
    const source = state.modules[0]!;
    const clone = experiment.decide(
      {
        type: "CreateExperiment",
        record: { ...RECORD_CREATED.data, experimentId: "e2", ownerId: "me", notebookId: "b2", projectId: null },
        modules: [{ module: { ...module, moduleId: "m9" }, content: source.content }],
        now,
        actor: acting("me"),
        book: { notebookId: "b2" },
        project: undefined,
      } as never,
      experiment.initialState(),
    );
    expect(fold(experiment, clone as ExperimentEvent[]).modules[0]!.content.design).toEqual(source.content.design);
  });
});
