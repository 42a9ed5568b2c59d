import { describe, expect, it } from "vitest";
import { bodyOfMethod, EMPTY_METHOD, formOfContent, methodFormProblems, newReferenceRow } from "./method-form";
import { bodyOfRecipe, emptyRecipe, recipeProblems } from "./recipe-form";

describe("a method as edited", () => {
  it("needs a name, and references the server would take (citation, a DOI reading 10.xxxx/…, an http(s) address)", () => {
    expect(methodFormProblems(EMPTY_METHOD)).toEqual([{ key: "needs.name" }]);
    const references = [
      { ...newReferenceRow(), citation: "USP 43", doi: "10.1000/xyz123", url: "https://example.org" },
      { ...newReferenceRow(), citation: "Smith", doi: "doi:abc" },
      { ...newReferenceRow(), citation: "", url: "" },
      { ...newReferenceRow(), citation: "Lee", url: "ftp://x" },
    ];
    expect(methodFormProblems({ ...EMPTY_METHOD, name: "HPLC", references })).toEqual([
      { key: "needs.doiInvalid", row: 2 },
      { key: "needs.citationRequired", row: 3 },
      { key: "needs.urlInvalid", row: 4 },
    ]);
  });
  it("sends what was typed, trimmed, keeping a stored reference's id", () => {
    const form = formOfContent({
      name: " HPLC ",
      category: "Analysis",
      purpose: "",
      procedure: "<p>x</p>",
      references: [{ referenceId: "r1", citation: " USP ", doi: "", url: "" }],
      preparedMaterialIds: ["p1"],
    });
    expect(bodyOfMethod(form)).toEqual({
      name: "HPLC",
      category: "Analysis",
      purpose: "",
      procedure: "<p>x</p>",
      references: [{ referenceId: "r1", citation: "USP", doi: "", url: "" }],
      preparedMaterialIds: ["p1"],
    });
  });
});

describe("a prepared material as edited", () => {
  const recipe = (ratios: string[]) => ({
    ...emptyRecipe(),
    name: "Mobile phase A",
    components: ratios.map((ratio, i) => ({ key: `k${i}`, name: `c${i}`, amount: "1", unit: "mL", ratio, materialId: null })),
  });
  it("takes ratios from 0 to 100 adding up to 100 at most (spec §5)", () => {
    expect(recipeProblems(recipe(["60", "40"]))).toEqual([]);
    expect(recipeProblems(recipe(["60", "50"]))).toEqual(["recipe.needs.ratioTotal"]);
    expect(recipeProblems(recipe(["120"]))).toEqual(["recipe.needs.ratio"]);
    expect(recipeProblems({ ...recipe(["1"]), shelfLifeDays: "1.5" })).toEqual(["recipe.needs.shelfLife"]);
  });
  it("sends numbers as numbers and empty ones as none", () => {
    expect(bodyOfRecipe({ ...recipe([""]), shelfLifeDays: "30" })).toMatchObject({
      components: [{ name: "c0", amount: 1, unit: "mL", ratio: null, materialId: null }],
      shelfLifeDays: 30,
    });
  });
});
