import { describe, expect, it } from "vitest";
import { ADDABLE, addModuleBody, GRID_COLUMNS } from "./module-catalogue";

describe("module types of spec §3", () => {
  it("offers every field type, attachment, rich text, the seven grid sub-types and both containers", () => {
    for (const kind of ["input", "multiple", "attachment", "editor", "grid:labMaterial", "grid:recordRelate", "container3"])
      expect(ADDABLE).toContain(kind);
  });

  it("given a grid sub-type, when added, then its columns carry the required flag and class name", () => {
    const body = addModuleBody("grid:labMaterial", "Materials", []);
    expect(body).toMatchObject({ type: "grid", subType: "labMaterial", title: "Materials" });
    expect(body.columns[0]).toEqual({ field: "name", required: true, className: "required" });
  });

  it("given a choice module, when added, then its options are its columns", () => {
    expect(addModuleBody("select", "Solvent", ["THF", "DMF"]).columns.map((c) => c.field)).toEqual(["THF", "DMF"]);
  });

  it("every grid sub-type has at least one required column", () => {
    for (const columns of Object.values(GRID_COLUMNS)) expect(columns.some((c) => c.required)).toBe(true);
  });
});
