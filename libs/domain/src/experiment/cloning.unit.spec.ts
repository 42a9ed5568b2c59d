import { describe, expect, it } from "vitest";
import { acting } from "../access/acting.fixtures";
import { fold } from "../decider/decider";
import type { Workbook } from "../module-kinds/spreadSheet/workbook";
import { cloneModules } from "./cloning";
import { type ExperimentEvent, experiment, type Module } from "./experiment";

const base = { required: false, columns: [], isCheck: true as const, signatures: [], cacheTime: 5 };
const source: Module[] = [
  {
    ...base,
    moduleId: "s1",
    type: "grid",
    subType: "labSample",
    title: "Samples",
    content: {
      fields: { highlight: ["r1"] },
      rows: [{ rowId: "r1", name: "Batch A", sampleId: "S-1", BottleCode: "B7", SampleCode: "X", _RegMSBiologyCode: "R" }],
    },
  },
  {
    ...base,
    moduleId: "s2",
    type: "equation",
    subType: null,
    title: "Reaction",
    content: { fields: { molFile: "…" }, rows: [] },
  },
  {
    ...base,
    moduleId: "s3",
    type: "editor",
    subType: null,
    title: "Procedure",
    content: { fields: { html: "<p>Stir 2 h</p>" }, rows: [] },
  },
];

describe("cloning (spec §4)", () => {
  it("copies modules with new ids and content, clearing sample codes, highlights and reaction data", () => {
    let n = 0;
    const cloned = cloneModules(source, () => `c${++n}`);
    expect(cloned.map((c) => c.module.moduleId)).toEqual(["c1", "c2", "c3"]);
    expect(cloned[0]!.content).toEqual({ fields: {}, rows: [{ rowId: "r1", name: "Batch A" }] });
    expect(cloned[1]!.content).toEqual({ fields: {}, rows: [] });
    expect(cloned[2]!.content.fields).toEqual({ html: "<p>Stir 2 h</p>" });
  });
  it("creates the clone with its modules in one append; the copy starts unsigned", () => {
    const record = {
      experimentId: "e2",
      number: "261122002",
      notebookId: "n1",
      projectId: null,
      taskId: null,
      title: "Batch 4",
      ownerId: "me",
      departmentId: null,
      templateId: null,
      clonedFromId: "e1",
    };
    let n = 0;
    const events = experiment.decide(
      {
        type: "CreateExperiment",
        record,
        modules: cloneModules(source, () => `c${++n}`),
        now: new Date(0),
        actor: acting("me"),
        book: { notebookId: "b2" },
        project: undefined,
      },
      experiment.initialState(),
    );
    const state = fold(experiment, events as ExperimentEvent[]);
    expect(state.modules.map((m) => [m.title, m.isCheck])).toEqual([
      ["Samples", false],
      ["Reaction", false],
      ["Procedure", false],
    ]);
    expect(state.modules[2]!.content.fields.html).toBe("<p>Stir 2 h</p>");
  });
});

describe("cloning a spreadsheet", () => {
  it("the clone's module holds the same workbook: sheets in order and by name, frozen rows, cells with formulas and formats, charts", () => {
    const workbook: Workbook = {
      sheets: [
        {
          sheetId: "raw",
          name: "Raw",
          frozenRows: 2,
          rows: [{ A: { value: 1 } }, null, { B: { value: 2, formula: "=A1*2", format: "0.00" } }],
        },
        { sheetId: "sheet1", name: "Summary", frozenRows: 1, rows: [{ A: { value: 2, formula: "=Raw!B3" } }] },
      ],
      charts: [
        {
          chartId: "c1",
          kind: "line" as const,
          title: "Trend",
          sheetId: "raw",
          range: "A1:B3",
          headerRow: false,
          linearFit: false,
          xTitle: "",
          yTitle: "",
        },
      ],
    };
    const sheet: Module = {
      ...base,
      moduleId: "s4",
      type: "spreadSheet",
      subType: null,
      title: "Data",
      content: { fields: {}, rows: [], workbook },
    };
    const events = experiment.decide(
      {
        type: "CreateExperiment",
        record: {
          experimentId: "e3",
          number: "261122003",
          notebookId: "n1",
          projectId: null,
          taskId: null,
          title: "Batch 5",
          ownerId: "me",
          departmentId: null,
          templateId: null,
          clonedFromId: "e1",
        },
        modules: cloneModules([sheet], () => "c1"),
        now: new Date(0),
        actor: acting("me"),
        book: { notebookId: "b2" },
        project: undefined,
      },
      experiment.initialState(),
    );
    expect(fold(experiment, events as ExperimentEvent[]).modules[0]!.content.workbook).toEqual(workbook);
  });
});
