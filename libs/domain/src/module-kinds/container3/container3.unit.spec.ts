import { describe, expect, it } from "vitest";
import { fieldLabel, kindInWords } from "../../audit/module-words";
import { en, moduleOf, zh } from "../testing";
import { container3 } from ".";

describe("kind container3 (3 side-by-side cells)", () => {
  it("names its cells by column number in both languages, and a cell it does not have by its key", () => {
    expect(fieldLabel(moduleOf(container3), "col3", en)).toBe("Column 3");
    expect(fieldLabel(moduleOf(container3), "col1", zh)).toBe("第 1 栏");
    expect(fieldLabel(moduleOf(container3), "col4", en)).not.toBe("Column 4");
    expect(kindInWords("container3", null, en)).toBe("Three columns");
    expect(kindInWords("container3", null, zh)).toBe("三栏");
  });
  it("is complete once any cell holds text, and exports each cell by its label", () => {
    const module = moduleOf(container3, { fields: { col1: "", col3: "pH 7" } }, { required: true });
    expect(container3.completeness(module).filled).toBe(true);
    expect(container3.toPlainRows(module, en)).toEqual([{ label: "Column 3", value: "pH 7" }]);
  });
});
