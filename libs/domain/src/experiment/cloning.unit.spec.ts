import { describe, expect, it } from "vitest";
import { acting } from "../access/acting.fixtures";
import { fold } from "../decider/decider";
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
