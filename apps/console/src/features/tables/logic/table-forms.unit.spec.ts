import { describe, expect, it } from "vitest";
import {
  EMPTY_MULTI,
  infoBodyOf,
  infoProblem,
  multiProblem,
  newInfoColumn,
  newLevelColumn,
  newProcessColumn,
  processBodyOf,
  processProblemOf,
} from "./table-forms";

describe("table definition forms", () => {
  it("an information table's choice options are typed with commas (either width) and sent as a list", () => {
    const form = {
      name: " Culture ",
      description: "",
      columns: [{ ...newInfoColumn(), label: "Grade", kind: "choice" as const, options: "A, B，C" }],
    };
    expect(infoBodyOf(form).columns[0]).toEqual({
      label: "Grade",
      kind: "choice",
      options: ["A", "B", "C"],
      unit: "",
      required: false,
    });
    expect(infoBodyOf(form).name).toBe("Culture");
  });
  it("says what keeps a form from saving, in the domain's own words", () => {
    const info = {
      name: "x",
      description: "",
      columns: [
        { ...newInfoColumn(), label: "A" },
        { ...newInfoColumn(), label: "a" },
      ],
    };
    expect(infoProblem(info)).toEqual({ key: "labelRepeated", params: { label: "a" } });
    expect(infoProblem({ ...info, name: " " })).toEqual({ key: "name", params: {} });
    const multi = EMPTY_MULTI();
    multi.name = "Stability";
    multi.levels = multi.levels.map((l, i) => ({
      ...l,
      name: `L${i}`,
      columns: [{ ...newLevelColumn(), label: "c", hidden: i === 1 }],
    }));
    expect(multiProblem(multi)).toEqual({ key: "allHidden", params: { level: "L1" } });
  });
  it("a data-processing table's formula problem names the column and the character", () => {
    const form = {
      name: "Concentration",
      description: "",
      columns: [
        { ...newProcessColumn(), label: "mass", required: true },
        { ...newProcessColumn("mass /"), label: "c", required: true },
      ],
    };
    expect(processProblemOf(form)).toEqual({ key: "formulaFormat", params: { label: "c", at: 7 } });
    expect(processBodyOf(form).columns[1]).toEqual({ label: "c", unit: "", required: false, expression: "mass /" });
  });
});
