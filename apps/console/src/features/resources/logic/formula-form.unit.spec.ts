import { describe, expect, it } from "vitest";
import { bodyOf, EMPTY_FORM, formOf, formProblems } from "./formula-form";

describe("the reaction formula form", () => {
  const form = {
    ...EMPTY_FORM,
    name: " Esterification ",
    molFile: "$RXN\n",
    conditions: { ...EMPTY_FORM.conditions, temperature: "78", time: " ", gas: " N2 " },
  };
  it("sends numbers as numbers and leaves blank conditions out", () => {
    expect(bodyOf(form)).toEqual({
      name: "Esterification",
      description: "",
      molFile: "$RXN\n",
      conditions: { temperature: 78, gas: "N2" },
    });
  });
  it("reads a saved formula back into the same form", () => {
    expect(
      formOf({ name: "E", description: "", molFile: "x", conditions: { temperature: 78, gas: "N2" } }).conditions,
    ).toMatchObject({
      temperature: "78",
      gas: "N2",
      time: "",
    });
  });
  it("asks for a name, a drawing and numbers where numbers go", () => {
    expect(formProblems(form)).toEqual([]);
    expect(formProblems({ ...EMPTY_FORM, conditions: { ...EMPTY_FORM.conditions, pressure: "high" } })).toEqual([
      "name",
      "drawing",
      "pressure",
    ]);
  });
});
