import { MODULE_KINDS } from "@labledger/domain/module-kinds/registry";
import { describe, expect, it } from "vitest";
import { ADDABLE, addModuleBody } from "../model/module-catalogue";
import { valueProblem } from "../model/validation";
import { CONSOLE_KINDS, consoleKindOf } from "./registry";

describe("console module kinds", () => {
  it("pairs every domain kind with an editor, once", () => {
    expect(CONSOLE_KINDS.map((kind) => kind.type).sort()).toEqual(MODULE_KINDS.map((kind) => kind.type).sort());
    for (const { type } of MODULE_KINDS) expect(typeof consoleKindOf(type)?.Editor).toBe("function");
  });
  it("offers in the add-module menu the kinds it places there, tables by the domain grid's sub-types", () => {
    expect(ADDABLE).toContain("container2");
    expect(ADDABLE).toContain("equation");
    expect(ADDABLE).toContain("spreadSheet");
    // The seven with columns of their own, and the multi-level and data-processing tables built from a team definition (issue 17).
    expect(ADDABLE.filter((kind) => kind.startsWith("grid:"))).toHaveLength(9);
    expect(ADDABLE).toContain("grid:multiLevelTable");
    expect(ADDABLE).toContain("grid:processTable");
    expect(addModuleBody("grid:labSample", "Samples", []).columns.map((c) => c.field)).toEqual([
      "sampleName",
      "sampleId",
      "quantity",
      "unit",
    ]);
  });
  it("says a value the kind's schema refuses in the kind's words, and nothing for kinds without a check", () => {
    expect(valueProblem("inputNumber", "N/A")).toBeNull();
    expect(valueProblem("inputNumber", Number.POSITIVE_INFINITY)).toBe("invalid.number");
    expect(valueProblem("select", 7)).toBeNull();
    expect(valueProblem("newerKind", "anything")).toBeNull();
  });
});
