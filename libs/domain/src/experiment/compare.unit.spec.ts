import { describe, expect, it } from "vitest";
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
    title: "Titration",
    ownerId: "me",
    departmentId: "d",
    templateId: null,
    clonedFromId: null,
  },
};
const added = (moduleId: string, title: string, afterModuleId: string | null = null): ExperimentEvent => ({
  type: "ModuleAdded",
  data: { experimentId: "e1", moduleId, type: "input", subType: null, title, required: false, columns: [], afterModuleId },
});
const saved = (moduleId: string, oldValue: unknown, newValue: unknown): ExperimentEvent => ({
  type: "ModuleSaved",
  data: {
    experimentId: "e1",
    moduleId,
    isAuto: false,
    changes: [{ action: oldValue === undefined ? 1 : 2, field: "value", rowId: null, oldValue: oldValue ?? null, newValue }],
    cacheTime: 1,
  },
});

describe("comparing two states of a record (issue 6)", () => {
  const v1 = [created, added("m1", "Endpoint"), saved("m1", undefined, "12.3 mL"), added("m2", "Indicator", "m1")];
  const v2 = [
    ...v1,
    saved("m1", "12.3 mL", "12.5 mL"),
    {
      type: "ModuleRenamed",
      data: { experimentId: "e1", moduleId: "m2", from: "Indicator", to: "Indicator dye" },
    } as ExperimentEvent,
    added("m3", "Blank", "m2"),
    {
      type: "ExperimentDetailsChanged",
      data: {
        experimentId: "e1",
        changes: [{ action: 2, field: "title", rowId: null, oldValue: "Titration", newValue: "Back-titration" }],
      },
    } as ExperimentEvent,
  ];

  it("lists changed, renamed and added modules with their field changes, and the record's own fields", () => {
    const comparison = compareRecords(fold(experiment, v1), fold(experiment, v2));
    expect(comparison.details).toEqual([
      { action: 2, field: "title", rowId: null, oldValue: "Titration", newValue: "Back-titration" },
    ]);
    expect(comparison.modules.map((m) => [m.title, m.status])).toEqual([
      ["Endpoint", "changed"],
      ["Indicator dye", "changed"],
      ["Blank", "added"],
    ]);
    expect(comparison.modules[0]!.changes).toEqual([
      { action: 2, field: "value", rowId: null, oldValue: "12.3 mL", newValue: "12.5 mL" },
    ]);
    expect(comparison.modules[1]!.changes).toEqual([
      { action: 2, field: "title", rowId: null, oldValue: "Indicator", newValue: "Indicator dye" },
    ]);
  });

  it("lists a module deleted since as removed, with what it held; identical states show nothing changed", () => {
    const deleted = [...v1, { type: "ModuleDeleted", data: { experimentId: "e1", moduleId: "m1" } } as ExperimentEvent];
    const comparison = compareRecords(fold(experiment, v1), fold(experiment, deleted));
    expect(comparison.modules.map((m) => [m.title, m.status])).toEqual([
      ["Indicator", "unchanged"],
      ["Endpoint", "removed"],
    ]);
    expect(comparison.modules[1]!.changes).toEqual([
      { action: 3, field: "value", rowId: null, oldValue: "12.3 mL", newValue: null },
    ]);
    const same = compareRecords(fold(experiment, v1), fold(experiment, v1));
    expect(same.details).toEqual([]);
    expect(same.modules.every((m) => m.status === "unchanged" && m.changes.length === 0)).toBe(true);
  });
});
