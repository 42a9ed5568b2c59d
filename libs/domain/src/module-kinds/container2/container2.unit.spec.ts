import { describe, expect, it } from "vitest";
import { fieldLabel, kindInWords } from "../../audit/module-words";
import { en, moduleOf, zh } from "../testing";
import { container2 } from ".";

describe("kind container2 (2 side-by-side cells)", () => {
  it("names its cells by column number in both languages, and a cell it does not have by its key", () => {
    expect(fieldLabel(moduleOf(container2), "col2", en)).toBe("Column 2");
    expect(fieldLabel(moduleOf(container2), "col1", zh)).toBe("第 1 栏");
    expect(fieldLabel(moduleOf(container2), "col3", en)).not.toBe("Column 3");
    expect(kindInWords("container2", null, en)).toBe("Two columns");
    expect(kindInWords("container2", null, zh)).toBe("两栏");
  });
  it("is complete once any cell holds text, and exports each cell by its label", () => {
    const module = moduleOf(container2, { fields: { col1: "", col2: "pH 7" } }, { required: true });
    expect(container2.completeness(module).filled).toBe(true);
    expect(container2.toPlainRows(module, en)).toEqual([{ label: "Column 2", value: "pH 7" }]);
  });
});
