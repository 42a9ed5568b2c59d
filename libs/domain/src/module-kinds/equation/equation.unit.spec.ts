import { describe, expect, it } from "vitest";
import { fieldLabel, fieldValueInWords, kindInWords } from "../../audit/module-words";
import { en, moduleOf, zh } from "../testing";
import { equation } from ".";

const molFile = "\n  Ketcher\n\n  2  1  0  0  0  0            999 V2000\nM  END";

describe("kind equation (reaction)", () => {
  it("reads its structure as a drawing of so many lines, and its parts by their labels, in both languages", () => {
    expect(fieldValueInWords(moduleOf(equation), "molFile", molFile, en).text).toBe("structure drawing (5 lines)");
    expect(fieldValueInWords(moduleOf(equation), "molFile", molFile, zh).text).toBe("结构图（5 行）");
    expect(fieldLabel(moduleOf(equation), "yldataSource", zh)).toBe("反应物");
    expect(kindInWords("equation", null, en)).toBe("Reaction equation");
  });
  it("given a clone, then the reaction's data is cleared (spec §4)", () => {
    expect(equation.cloneReset({ fields: { molFile, process: "reflux" }, rows: [{ rowId: "r1" }] })).toEqual({
      fields: {},
      rows: [],
    });
  });
  it("exports its structure as a molfile in the crate, the other parts as property values", () => {
    const { entity, parts, files } = equation.toElnEntity(moduleOf(equation, { fields: { molFile, process: "reflux" } }));
    expect(entity.variableMeasured).toEqual([{ "@type": "PropertyValue", propertyID: "process", value: "reflux" }]);
    expect(parts).toEqual([
      { "@id": "m1/structure.mol", "@type": "File", name: "structure.mol", encodingFormat: "chemical/x-mdl-molfile" },
    ]);
    expect(files).toEqual([{ path: "m1/structure.mol", text: molFile, mediaType: "chemical/x-mdl-molfile" }]);
    expect(equation.toPlainRows(moduleOf(equation, { fields: { molFile } }), en)).toEqual([
      { label: "Structure", value: "structure drawing (5 lines)" },
    ]);
  });
});
