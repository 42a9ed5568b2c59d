import { describe, expect, it } from "vitest";
import { specification } from "../decider/given-when-then";
import { checkExtra, isIsoDay, type MaterialColumn, materialCategories } from "./material-category";

const column = (key: string, type: MaterialColumn["type"], more: Partial<MaterialColumn> = {}): MaterialColumn => ({
  key,
  label: { "zh-CN": `${key}列`, en: `${key} column` },
  type,
  required: false,
  options: [],
  ...more,
});
const definition = {
  name: "Solvents",
  description: "Dry solvents",
  columns: [
    column("waterPpm", "number", { required: true }),
    column("driedOn", "date"),
    column("grade", "choice", { options: ["HPLC", "AR"] }),
    column("note", "text"),
  ],
};
const defined = { type: "MaterialCategoryDefined" as const, data: { categoryId: "c1", ...definition } };
const define = (changes: Partial<typeof definition> = {}, mustExist = false, categoryId = "c1") => ({
  type: "DefineMaterialCategory" as const,
  categoryId,
  definition: { ...definition, ...changes },
  mustExist,
});
const given = specification(materialCategories).given;

describe("self-made material category", () => {
  it("is created with its own columns and changed as a whole", () => {
    given([]).when(define()).then([defined]);
    given([defined])
      .when(define({ name: "Dry solvents" }, true))
      .then([{ ...defined, data: { ...defined.data, name: "Dry solvents" } }]);
  });
  it("has a name unique in the organisation, whatever its case and spaces", () => {
    given([defined])
      .when(define({ name: " solvents " }, false, "c2"))
      .thenThrows("materialCategory.nameTaken");
    given([defined])
      .when(define({ name: "Solvents" }, true))
      .then([defined]);
  });
  it("refuses a column key that is missing, not a letter then letters and digits, or repeated", () => {
    given([])
      .when(define({ columns: [column("", "text")] }))
      .thenThrows("materialCategory.columnKeyMissing");
    for (const key of ["Water", "1st", "water-ppm", "water ppm", "含水量", `a${"b".repeat(40)}`])
      given([])
        .when(define({ columns: [column(key, "text")] }))
        .thenThrows("materialCategory.columnKeyInvalid");
    given([])
      .when(define({ columns: [column("grade", "text"), column("grade", "number")] }))
      .thenThrows("materialCategory.columnKeyRepeated");
  });
  it("needs both labels of a column, and options for a choice (kept only on a choice)", () => {
    given([])
      .when(define({ columns: [column("grade", "text", { label: { "zh-CN": " ", en: "Grade" } })] }))
      .thenThrows("materialCategory.columnLabelMissing");
    given([])
      .when(define({ columns: [column("grade", "choice", { options: [" "] })] }))
      .thenThrows("materialCategory.choiceWithoutOptions");
    given([])
      .when(define({ columns: [column("note", "text", { options: ["x"] })] }))
      .then([{ ...defined, data: { ...defined.data, columns: [column("note", "text")] } }]);
  });
  it("refuses a column named as a field every lot has (an import could not tell them apart)", () => {
    for (const label of [
      { "zh-CN": "纯度", en: "Assay" },
      { "zh-CN": "级别", en: "Lot No." },
    ])
      given([])
        .when(define({ columns: [column("assay", "text", { label })] }))
        .thenThrows("materialCategory.columnLabelTaken");
    given([])
      .when(define({ columns: [column("cas", "text")] }))
      .thenThrows("materialCategory.columnLabelTaken");
  });
  it("holds at most 40 columns", () => {
    const columns = Array.from({ length: 41 }, (_, i) => column(`c${i}`, "text"));
    given([]).when(define({ columns })).thenThrows("materialCategory.tooManyColumns");
  });
  it("answers 'not found' for a change or deletion of a category that does not exist", () => {
    given([]).when(define({}, true)).thenThrows("materialCategory.notFound");
    given([]).when({ type: "DeleteMaterialCategory", categoryId: "c1", lotsInIt: 0 }).thenThrows("materialCategory.notFound");
  });
  it("spec §8: a material category that has resource data cannot be deleted; an empty one can", () => {
    given([defined]).when({ type: "DeleteMaterialCategory", categoryId: "c1", lotsInIt: 3 }).thenThrows("materialCategory.inUse");
    given([defined])
      .when({ type: "DeleteMaterialCategory", categoryId: "c1", lotsInIt: 0 })
      .then([{ type: "MaterialCategoryDeleted", data: { categoryId: "c1" } }]);
  });
});

describe("a lot's values in its category's own columns", () => {
  const problems = (extra: Record<string, string>) => checkExtra(definition, extra).map((p) => [p.key, p.problem]);
  it("pass when each is of its column's type and the required ones are there", () => {
    expect(problems({ waterPpm: "30", driedOn: "2026-11-02", grade: "HPLC", note: "over sieves" })).toEqual([]);
    expect(problems({ waterPpm: "-1.5e2" })).toEqual([]);
  });
  it.each([
    [{}, [["waterPpm", "missing"]]],
    [{ waterPpm: "  " }, [["waterPpm", "missing"]]],
    [{ waterPpm: "thirty" }, [["waterPpm", "notNumber"]]],
    [{ waterPpm: "1", driedOn: "2026/11/02" }, [["driedOn", "notDate"]]],
    [{ waterPpm: "1", driedOn: "2026-02-30" }, [["driedOn", "notDate"]]],
    [{ waterPpm: "1", grade: "hplc" }, [["grade", "notOption"]]],
    [{ waterPpm: "1", colour: "blue" }, [["colour", "unknownColumn"]]],
  ])("%j has problems %j", (extra, expected) => {
    expect(problems(extra)).toEqual(expected);
  });
  it("name the column's labels and a choice's options", () => {
    expect(checkExtra(definition, { waterPpm: "1", grade: "GR" })).toEqual([
      { key: "grade", label: definition.columns[2]!.label, problem: "notOption", options: ["HPLC", "AR"] },
    ]);
  });
  it("read a date only as a day that exists", () => {
    expect([isIsoDay("2028-02-29"), isIsoDay("2027-02-29"), isIsoDay("2027-6-30")]).toEqual([true, false, false]);
  });
});
