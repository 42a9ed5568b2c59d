import { ModuleAdded } from "@labledger/events";
import { describe, expect, it } from "vitest";
import { acting } from "../access/acting.fixtures";
import { kindInWords } from "../audit/module-words";
import { catalogueKeys } from "../audit/words";
import { experiment } from "../experiment/experiment";
import { registryOf } from "./kind-registry";
import { defineKind } from "./kit/define-kind";
import { htmlFields, isKnownKind, kindOf, MODULE_KINDS, MODULE_SUB_TYPES, MODULE_TYPES } from "./registry";
import { en, zh } from "./testing";

const added = (type: string, subType: string | null = null) => ({
  experimentId: "e1",
  moduleId: "m1",
  type,
  subType,
  title: "Module",
  required: false,
  columns: [],
  afterModuleId: null,
});

describe("module-kind registry", () => {
  it("lists every spec §3 module type once, each found by its type", () => {
    expect(new Set(MODULE_TYPES).size).toBe(MODULE_KINDS.length);
    expect(MODULE_TYPES).toHaveLength(18);
    for (const kind of MODULE_KINDS) expect(kindOf(kind.type)).toBe(kind);
    expect(MODULE_SUB_TYPES).toContain("labMaterial");
  });
  it("says which fields hold HTML by the kind's own flag: rich text's html, no other kind's", () => {
    expect(MODULE_KINDS.filter((kind) => htmlFields(kind.type).length > 0).map((kind) => kind.type)).toEqual(["editor"]);
    expect(htmlFields("editor")).toEqual(["html"]);
    expect(htmlFields("retiredKind")).toEqual([]);
    const words = { en: { name: "Note" }, "zh-CN": { name: "备注" } };
    const note = defineKind({ type: "note", family: "editor", words, htmlFields: ["body"] });
    expect(registryOf([note]).htmlFields("note")).toEqual(["body"]);
  });
  it("names every kind in both languages, never by its key", () => {
    for (const { type } of MODULE_KINDS) {
      expect(kindInWords(type, null, en)).not.toBe(`module.kind.${type}`);
      expect(kindInWords(type, null, zh)).not.toBe(kindInWords(type, null, en));
    }
    expect(catalogueKeys("zh-CN").sort()).toEqual(catalogueKeys("en").sort());
  });
  it("given an old event of a kind no longer registered, when read, then it still parses", () => {
    expect(ModuleAdded.schema.safeParse(added("retiredKind")).success).toBe(true);
    expect(ModuleAdded.schema.safeParse(added("not a name!")).success).toBe(false);
  });
  it("given a record, when a module of an unregistered kind is added, then it is refused and nothing is recorded", () => {
    const state = experiment.initialState();
    const created = experiment.decide(
      {
        type: "CreateExperiment",
        record: {
          experimentId: "e1",
          number: "1",
          notebookId: "n1",
          projectId: null,
          taskId: null,
          title: "T",
          ownerId: "me",
          departmentId: null,
          templateId: null,
          clonedFromId: null,
        },
        actor: acting("me"),
        book: { notebookId: "n1" },
        project: undefined,
      },
      state,
    );
    const record = created.reduce(experiment.evolve, state);
    const add = (type: string, subType: string | null = null) =>
      experiment.decide({ type: "AddModule", module: { ...added(type, subType) }, actor: acting("me") }, record);
    expect(() => add("retiredKind")).toThrow(expect.objectContaining({ key: "module.kindUnknown" }));
    expect(() => add("grid", "noSuchTable")).toThrow(expect.objectContaining({ key: "module.kindUnknown" }));
    expect(add("grid", "labMaterial")).toHaveLength(1);
    expect(isKnownKind("input", null)).toBe(true);
  });
});
