import { describe, expect, it } from "vitest";
import { acting } from "../access/acting.fixtures";
import { fold } from "../decider/decider";
import { compareRecords } from "./compare";
import { type ExperimentEvent, experiment } from "./experiment";

const created: ExperimentEvent = {
  type: "ExperimentCreated",
  data: {
    experimentId: "e1",
    number: "N1",
    notebookId: "b",
    projectId: null,
    taskId: null,
    title: "Crystallisation",
    ownerId: "me",
    departmentId: "d",
    templateId: null,
    clonedFromId: null,
  },
};
const added = (moduleId: string, title: string, afterModuleId: string | null): ExperimentEvent => ({
  type: "ModuleAdded",
  data: { experimentId: "e1", moduleId, type: "input", subType: null, title, required: false, columns: [], afterModuleId },
});
const saved = (moduleId: string, oldValue: unknown, newValue: unknown, cacheTime: number): ExperimentEvent => ({
  type: "ModuleSaved",
  data: {
    experimentId: "e1",
    moduleId,
    isAuto: false,
    changes: [{ action: oldValue === null ? 1 : 2, field: "value", rowId: null, oldValue, newValue }],
    cacheTime,
  },
});
const submitted: ExperimentEvent = {
  type: "ExperimentSubmitted",
  data: { experimentId: "e1", version: 1, flowId: null, flowName: "f", nodes: [{ name: "n", reviewerIds: ["r"] }] },
};
const rejected: ExperimentEvent = {
  type: "ExperimentRejected",
  data: {
    experimentId: "e1",
    version: 1,
    node: 0,
    comment: "redo",
    signerId: "r",
    printedName: "R",
    meaning: "review",
    signTime: "2026-11-23T08:00:00.000Z",
  },
};
const version1 = [
  created,
  added("m1", "Solvent", null),
  saved("m1", null, "EtOH", 1),
  added("m2", "Yield", "m1"),
  saved("m2", null, "71 %", 2),
];
const later = [
  ...version1,
  submitted,
  rejected,
  saved("m1", "EtOH", "iPrOH", 3),
  { type: "ModuleRenamed", data: { experimentId: "e1", moduleId: "m2", from: "Yield", to: "Isolated yield" } } as ExperimentEvent,
  { type: "ModuleDeleted", data: { experimentId: "e1", moduleId: "m2" } } as ExperimentEvent,
  added("m3", "Notes", "m1"),
];
const now = new Date("2026-11-23T09:00:00.000Z");

describe("rolling a record back to a version, as new events (issue 6)", () => {
  it("restores the version's content: afterwards the record equals the version, and its history is all still there", () => {
    const target = fold(experiment, version1);
    const events = experiment.decide(
      { type: "RollBack", actor: acting("me"), toVersion: 1, target, now, reason: "The reviewer preferred the first route" },
      fold(experiment, later),
    );
    expect(events[0]).toEqual({ type: "ExperimentRolledBack", data: { experimentId: "e1", toVersion: 1 } });
    expect(events.map((e) => e.type)).toEqual([
      "ExperimentRolledBack",
      "ModuleDeleted",
      "ModuleSaved",
      "ModuleAdded",
      "ModuleSaved",
    ]);
    const after = fold(experiment, [...later, ...events]);
    const comparison = compareRecords(target, after);
    expect(comparison.details).toEqual([]);
    expect(comparison.modules.map((m) => [m.moduleId, m.status])).toEqual([
      ["m1", "unchanged"],
      ["m2", "unchanged"],
    ]);
  });

  it("needs a reason (the record was submitted), refuses to change signed content, and does nothing when already equal", () => {
    const target = fold(experiment, version1);
    expect(() =>
      experiment.decide({ type: "RollBack", actor: acting("me"), toVersion: 1, target, now }, fold(experiment, later)),
    ).toThrow(expect.objectContaining({ key: "change.reasonRequired" }));
    const signed: ExperimentEvent = {
      type: "ModuleSigned",
      data: {
        experimentId: "e1",
        moduleId: "m1",
        signerId: "me",
        printedName: "Me",
        meaning: "authorship",
        signTime: "2026-11-23T08:30:00.000Z",
      },
    };
    expect(() =>
      experiment.decide(
        { type: "RollBack", actor: acting("me"), toVersion: 1, target, now, reason: "x" },
        fold(experiment, [...later, signed]),
      ),
    ).toThrow(expect.objectContaining({ key: "module.signed" }));
    const same = [...version1, submitted, rejected];
    expect(
      experiment.decide(
        { type: "RollBack", actor: acting("me"), toVersion: 1, target, now, reason: "x" },
        fold(experiment, same),
      ),
    ).toEqual([]);
  });
});
