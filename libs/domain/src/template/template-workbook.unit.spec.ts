import { describe, expect, it } from "vitest";
import { acting } from "../access/acting.fixtures";
import { fold } from "../decider/decider";
import { specification } from "../decider/given-when-then";
import { experiment } from "../experiment/experiment";
import type { Module } from "../experiment/experiment-state";
import { RECORD } from "../experiment/record.fixtures";
import { template } from "./template";
import { recordModulesOfTemplate, templateModulesOfRecord } from "./template-modules";
import type { TemplateEvent, TemplateModule } from "./template-state";

// Issue 17: a record's spreadsheet travels with it into a template and from the template into a new record.
/** As a template event holds it (a record module's readonly Workbook takes it as it is). */
const workbook: NonNullable<TemplateModule["content"]["workbook"]> = {
  sheets: [
    {
      sheetId: "sheet1",
      name: "Yields",
      frozenRows: 2,
      rows: [
        { A: { value: "mass" }, B: { value: "yield" } },
        { A: { value: 2, format: "0.00" }, B: { value: 4, formula: "=A2*2" } },
      ],
    },
    { sheetId: "s2", name: "Data", frozenRows: 1, rows: [null, { C: { value: 7 } }] },
  ],
  charts: [
    {
      chartId: "c1",
      kind: "scatter",
      title: "Yield",
      sheetId: "sheet1",
      range: "A1:B2",
      headerRow: true,
      linearFit: true,
      xTitle: "mass",
      yTitle: "yield",
    },
  ],
};
const sheetModule: Module = {
  moduleId: "m1",
  type: "spreadSheet",
  subType: null,
  title: "Yields",
  required: false,
  columns: [],
  content: { fields: {}, rows: [], workbook },
  cacheTime: 5,
  isCheck: false,
  signatures: [],
};
const author = { memberId: "author", isOrganisationAdmin: false };
const known = () => true;

describe("a template keeps a spreadsheet's workbook", () => {
  const given = specification(template).given;
  let n = 0;
  const [fromRecord] = templateModulesOfRecord([sheetModule], () => `t${++n}`) as [TemplateModule];
  const created: TemplateEvent = {
    type: "TemplateCreated",
    data: { templateId: "t1", name: "Yields", description: "", authorId: "author", departmentId: null },
  };
  const drafted: TemplateEvent = {
    type: "TemplateDraftSaved",
    data: { templateId: "t1", name: "Yields", description: "", modules: [fromRecord] },
  };

  it("saved from a record: the module holds the record's sheets, cells with formulas, values and formats, frozen rows and charts", () => {
    expect(fromRecord.content.workbook).toEqual(workbook);
    expect(fromRecord.content.workbook).not.toBe(workbook);
  });

  it("a draft saved by its author keeps the workbook the template holds, whatever the request carried", () => {
    const forged = { ...fromRecord, content: { ...fromRecord.content, workbook: { sheets: [], charts: [] } } };
    const added: TemplateModule = { ...fromRecord, moduleId: "t9", content: { fields: {}, rows: [], workbook } };
    const save = (modules: TemplateModule[]) => ({
      type: "SaveTemplateDraft" as const,
      draft: { name: "Yields", description: "", modules },
      knownMember: known,
      actor: author,
    });
    const kept = { fields: {}, rows: [], workbook };
    given([created, drafted])
      .when(save([{ ...forged, title: "Yields (2)" }, added]))
      .then([
        {
          type: "TemplateDraftSaved",
          data: {
            templateId: "t1",
            name: "Yields",
            description: "",
            modules: [
              { ...fromRecord, title: "Yields (2)", content: kept },
              { ...added, content: { fields: {}, rows: [] } },
            ],
          },
        },
      ]);
    const { workbook: _none, ...withoutWorkbook } = fromRecord.content;
    given([created, drafted])
      .when(save([{ ...fromRecord, content: withoutWorkbook }]))
      .then([{ type: "TemplateDraftSaved", data: { templateId: "t1", name: "Yields", description: "", modules: [fromRecord] } }]);
  });

  it("a template from scratch takes no workbook from its author's request", () => {
    given([])
      .when({
        type: "CreateTemplate",
        templateId: "t1",
        draft: { name: "Yields", description: "", modules: [fromRecord] },
        departmentId: null,
        knownMember: known,
        actor: author,
      })
      .then([
        created,
        {
          ...drafted,
          data: { ...drafted.data, modules: [{ ...fromRecord, content: { fields: {}, rows: [] } }] },
        } as TemplateEvent,
      ]);
  });

  it("a record made from the template starts with the workbook, its values as stored (nothing is recalculated)", () => {
    let m = 0;
    const modules = recordModulesOfTemplate([fromRecord], "me", () => `r${++m}`);
    const events = experiment.decide(
      {
        type: "CreateExperiment",
        record: { ...RECORD, ownerId: "me", projectId: null, templateId: "t1", templateVersion: 1 },
        modules,
        now: new Date(1_000),
        actor: acting("me"),
        book: { notebookId: "n1" },
        project: undefined,
      },
      experiment.initialState(),
    );
    expect(events.map((e) => e.type)).toEqual([
      "ExperimentCreated",
      "ModuleAdded",
      "ModuleSheetRenamed",
      "ModuleSheetAdded",
      "ModuleSheetFrozenRowsSet",
      "ModuleCellsChanged",
      "ModuleChartSaved",
    ]);
    const state = fold(experiment, events);
    expect(state.modules[0]!.content.workbook).toEqual(workbook);
  });
});
