import { describe, expect, it } from "vitest";
import type { Module } from "./experiment";
import { checkModuleContent, incompleteModules } from "./module-rules";

const contentWith = (value: unknown) => ({ fields: { value }, rows: [] });
const module = (type: Module["type"]) => ({ type, title: "Field" });
const refused = (type: Module["type"], value: unknown) =>
  expect(() => checkModuleContent(module(type), contentWith(value))).toThrow();
const accepted = (type: Module["type"], value: unknown) =>
  expect(() => checkModuleContent(module(type), contentWith(value))).not.toThrow();

describe("module content rules", () => {
  it("checks each field type's value", () => {
    accepted("email", "li.wei@lab.cn");
    refused("email", "li.wei@lab");
    accepted("phone", "+86 138-0000-0000");
    refused("phone", "call me");
    accepted("date", "2026-11-22");
    refused("date", "22/11/2026");
    accepted("inputNumber", 3.25);
    accepted("inputNumber", "N/A");
    refused("inputNumber", "3.2.5");
    accepted("checkbox", ["a", "b"]);
    refused("checkbox", "a");
    refused("input", "x".repeat(301));
    accepted("textarea", "x".repeat(301));
  });
  it("allows an empty value of any type until submission", () => {
    for (const type of ["email", "phone", "date", "inputNumber", "checkbox"] as const) accepted(type, "");
  });
  it("finds required modules left empty and grid rows with a blank required cell", () => {
    const base = { subType: null, isCheck: false, signatures: [], cacheTime: 0 } as const;
    const modules: Module[] = [
      {
        ...base,
        moduleId: "m1",
        type: "input",
        title: "Aim",
        required: true,
        columns: [],
        content: { fields: { value: "" }, rows: [] },
      },
      {
        ...base,
        moduleId: "m2",
        type: "grid",
        title: "Materials",
        required: false,
        columns: [{ field: "name", required: true, className: "" }],
        content: {
          fields: {},
          rows: [
            { rowId: "r1", name: "THF" },
            { rowId: "r2", name: "" },
          ],
        },
      },
      { ...base, moduleId: "m3", type: "input", title: "Note", required: false, columns: [], content: { fields: {}, rows: [] } },
    ];
    expect(incompleteModules(modules)).toEqual([
      { moduleId: "m1", title: "Aim", rowIds: [] },
      { moduleId: "m2", title: "Materials", rowIds: ["r2"] },
    ]);
  });
  it("finds a blank required cell whose column is named like an Object method", () => {
    const grid: Module = {
      subType: null,
      isCheck: false,
      signatures: [],
      cacheTime: 0,
      moduleId: "m1",
      type: "grid",
      title: "Materials",
      required: false,
      columns: [{ field: "constructor", required: true, className: "" }],
      content: { fields: {}, rows: [{ rowId: "r1" }] },
    };
    expect(incompleteModules([grid])).toEqual([{ moduleId: "m1", title: "Materials", rowIds: ["r1"] }]);
  });
});
