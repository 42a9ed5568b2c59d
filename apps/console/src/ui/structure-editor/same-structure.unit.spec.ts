import { describe, expect, it } from "vitest";
import { sameStructure } from "./same-structure";

const rxn = (written: string) =>
  [
    "$RXN",
    "",
    ` -INDIGO- ${written}`,
    "",
    "  1  1",
    "$MOL",
    "",
    `  -INDIGO-${written}2D`,
    "",
    "  1  0  0  0  0  0  0  0  0  0999 V2000",
  ].join("\n");

describe("sameStructure", () => {
  it("is the same drawing when only the minute it was written differs", () => {
    expect(sameStructure(rxn("1127260838"), rxn("1127260912"))).toBe(true);
  });
  it("is a change when anything else differs", () => {
    expect(sameStructure(rxn("1127260838"), rxn("1127260838").replace("  1  1", "  2  1"))).toBe(false);
    expect(sameStructure("", rxn("1127260838"))).toBe(false);
    expect(sameStructure(null, "")).toBe(false);
    expect(sameStructure(null, null)).toBe(true);
  });
});
