import { describe, expect, it } from "vitest";
import { acting } from "../access/acting.fixtures";
import { fold } from "../decider/decider";
import { experiment } from "../experiment/experiment";
import type { ExperimentEvent } from "../experiment/experiment-state";
import { RECORD } from "../experiment/record.fixtures";
import { recordModulesOfTemplate } from "./template-modules";
import type { TemplateModule } from "./template-state";

const locked: TemplateModule = {
  moduleId: "t-m1",
  type: "editor",
  subType: null,
  title: "Safety",
  required: true,
  columns: [],
  content: { fields: { text: "Wear goggles" }, rows: [] },
  locked: true,
  grants: { colleague: 1 },
};
const open: TemplateModule = { ...locked, moduleId: "t-m2", title: "Notes", required: false, locked: false, grants: undefined };

describe("a record made from a template", () => {
  const record = { ...RECORD, ownerId: "me", projectId: null, templateId: "t1", templateVersion: 2 };
  let n = 0;
  const events = experiment.decide(
    {
      type: "CreateExperiment",
      record,
      modules: recordModulesOfTemplate([locked, open], "me", () => `m${++n}`),
      now: new Date(1_000),
      actor: acting("me"),
      book: { notebookId: "n1" },
      project: undefined,
    },
    experiment.initialState(),
  );

  it("is one append: the record naming the template's version, each module with its default content and its grants", () => {
    expect(events.map((e) => e.type)).toEqual([
      "ExperimentCreated",
      "ModuleAdded",
      "ModuleSaved",
      "ModuleGrantChanged",
      "ModuleAdded",
      "ModuleSaved",
    ]);
    expect(events[0]!.data).toMatchObject({ templateId: "t1", templateVersion: 2 });
    const state = fold(experiment, events);
    expect(state.modules.map((m) => [m.title, m.required, m.locked === true, m.content.fields.text, m.grants])).toEqual([
      ["Safety", true, true, "Wear goggles", { colleague: 1 }],
      ["Notes", false, false, "Wear goggles", undefined],
    ]);
  });

  it("keeps a locked module's content: saving it is refused, the open one saves", () => {
    const state = fold(experiment, events as ExperimentEvent[]);
    const save = (moduleId: string) =>
      experiment.decide(
        {
          type: "SaveModule",
          moduleId,
          content: { fields: { text: "changed" }, rows: [] },
          isAuto: false,
          lastCacheTime: 1_000,
          now: new Date(2_000),
          actor: acting("me"),
        },
        state,
      );
    expect(() => save("m1")).toThrow("module.lockedByTemplate");
    expect(save("m2").map((e) => e.type)).toEqual(["ModuleSaved"]);
  });
});
