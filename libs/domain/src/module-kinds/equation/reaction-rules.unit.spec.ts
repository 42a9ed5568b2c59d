import { describe, expect, it } from "vitest";
import { acting } from "../../access/acting.fixtures";
import { readChange } from "../../audit/change-reading";
import { NO_NAMES } from "../../audit/names";
import { specification } from "../../decider/given-when-then";
import { type ExperimentEvent, experiment } from "../../experiment/experiment";
import { incompleteModules } from "../../experiment/module-rules";
import { RECORD_CREATED } from "../../experiment/record.fixtures";
import { en, moduleOf, zh } from "../testing";
import { equation } from ".";

const { given } = specification(experiment);
const me = acting("owner");
const now = new Date("2026-11-27T10:00:00.000Z");
const reactionAdded: ExperimentEvent = {
  type: "ModuleAdded",
  data: {
    experimentId: "e1",
    moduleId: "m1",
    type: "equation",
    subType: null,
    title: "Esterification",
    required: true,
    columns: [],
    afterModuleId: null,
  },
};
const saveRows = (rows: Array<{ rowId: string } & Record<string, unknown>>) =>
  ({
    type: "SaveModule",
    moduleId: "m1",
    content: { fields: {}, rows },
    isAuto: false,
    lastCacheTime: 0,
    actor: me,
    now,
  }) as const;
const acid = { rowId: "r1", source: "yldataSource", name: "acetic acid", molecularWeight: 60.052 };
const ester = { rowId: "r2", source: "cwdataSource", name: "ethyl acetate" };

describe("reaction module rules (spec §5)", () => {
  it("given a record with a reaction, when a second reaction is added, then it is refused", () => {
    given([RECORD_CREATED, reactionAdded])
      .when({ type: "AddModule", actor: me, module: { ...reactionAdded.data, moduleId: "m2" } } as never)
      .thenThrows("module.onlyOne");
  });

  it("given a reaction, when its table starts with a reagent, then the save is refused and nothing changes", () => {
    given([RECORD_CREATED, reactionAdded])
      .when(saveRows([{ rowId: "r0", source: "reagent", name: "DMAP" }, acid, ester]))
      .thenThrows("reaction.reagentInFirstRow");
  });

  it("given a reaction, when its first reactant or first product row is empty, then the save is refused", () => {
    given([RECORD_CREATED, reactionAdded])
      .when(saveRows([{ rowId: "r1", source: "yldataSource", name: " " }, ester]))
      .thenThrows("reaction.firstRowsEmpty");
    given([RECORD_CREATED, reactionAdded])
      .when(saveRows([acid, { rowId: "r2", source: "cwdataSource" }]))
      .thenThrows("reaction.firstRowsEmpty");
  });

  it("given a reaction, when an amount breaks its rule (purity over 100 %, a unit not offered), then the save names the rule", () => {
    given([RECORD_CREATED, reactionAdded])
      .when(saveRows([{ ...acid, purity: 120 }, ester]))
      .thenThrows("module.valueInvalid");
    given([RECORD_CREATED, reactionAdded])
      .when(saveRows([{ ...acid, massUnit: "lb" }, ester]))
      .thenThrows("module.valueInvalid");
  });

  it("is complete on submission only with a named reactant and a named product", () => {
    const module = (rows: Array<{ rowId: string } & Record<string, unknown>>) => ({
      ...moduleOf(equation, { rows }),
      required: true,
    });
    expect(incompleteModules([module([acid])])).toHaveLength(1);
    expect(incompleteModules([module([acid, ester])])).toEqual([]);
  });

  it("reads a reaction row in the trace in words: its section by name, its structure as a drawing, never the molfile", () => {
    const molfile = "\n  Ketcher\n\n  3  2  0  0  0  0            999 V2000\nM  END";
    const change = {
      action: 1 as const,
      fieldName: null,
      rowId: "r1",
      oldValue: null,
      newValue: { ...acid, structure: molfile },
    };
    const facts = {
      module: { title: "Esterification", type: "equation", subType: null, columns: [] },
      row: { position: 1, first: "acetic acid" },
    };
    const english = readChange({ ...change, moduleId: "m1" }, facts, NO_NAMES, en).newValue.text;
    expect(english).toContain("Section: Reactant");
    expect(english).toContain("Structure: structure drawing (5 lines)");
    expect(english).not.toContain("V2000");
    expect(readChange({ ...change, moduleId: "m1" }, facts, NO_NAMES, zh).newValue.text).toContain("类别：反应物");
  });
});
