import { describe, expect, it } from "vitest";
import { bodyOf, type ColumnRow, columnNeeds, emptyColumn, formOf, moved } from "./category-form";

const row = (changes: Partial<ColumnRow>): ColumnRow => ({
  ...emptyColumn(),
  key: "grade",
  labelZh: "等级",
  labelEn: "Grade",
  ...changes,
});

describe("the material category form", () => {
  it("sends options only for a choice, split by lines or commas (Chinese ones too)", () => {
    const body = bodyOf({
      name: " Solvents ",
      description: "",
      columns: [row({ type: "choice", options: "HPLC\nAR， GR、 " }), row({ key: "note", type: "text", options: "x" })],
    });
    expect(body.name).toBe("Solvents");
    expect(body.columns?.map((c) => c.options)).toEqual([["HPLC", "AR", "GR"], []]);
  });

  it("reads a category back as rows, options one a line", () => {
    const form = formOf({
      name: "Solvents",
      description: "",
      columns: [{ key: "grade", label: { "zh-CN": "等级", en: "Grade" }, type: "choice", required: true, options: ["A", "B"] }],
    });
    expect(form.columns[0]).toMatchObject({ key: "grade", labelZh: "等级", labelEn: "Grade", required: true, options: "A\nB" });
  });

  it("moves a row up or down, and leaves it at an end", () => {
    const rows = [row({ key: "a" }), row({ key: "b" }), row({ key: "c" })];
    expect(moved(rows, 2, -1).map((r) => r.key)).toEqual(["a", "c", "b"]);
    expect(moved(rows, 0, -1).map((r) => r.key)).toEqual(["a", "b", "c"]);
  });

  it("says what each row still needs: a key, its form, once only, both labels, a choice's options", () => {
    const needs = columnNeeds([
      row({ key: "" }),
      row({ key: "Water-ppm" }),
      row({ key: "grade" }),
      row({ key: "grade" }),
      row({ key: "note", labelEn: "" }),
      row({ key: "kind", type: "choice", options: " " }),
    ]);
    expect([...needs]).toEqual([
      [0, "key"],
      [1, "keyForm"],
      [3, "keyRepeated"],
      [4, "labels"],
      [5, "options"],
    ]);
  });
});
