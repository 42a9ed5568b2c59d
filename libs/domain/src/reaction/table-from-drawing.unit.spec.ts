import { describe, expect, it } from "vitest";
import type { Row } from "../experiment/module-content";
import { type DrawnComponent, tableFromDrawing } from "./table-from-drawing";

const component = (
  role: DrawnComponent["role"],
  inchiKey: string,
  grossFormula: string,
  molecularWeight: number,
): DrawnComponent => ({
  role,
  molfile: `${inchiKey}.mol`,
  figures: { grossFormula, molecularWeight, monoisotopicMass: molecularWeight, smiles: inchiKey, inchi: inchiKey, inchiKey },
});
const acid = component("reactant", "ACID", "C2 H4 O2", 60.052);
const ethanol = component("reactant", "ETOH", "C2 H6 O", 46.069);
const ester = component("product", "ESTER", "C4 H8 O2", 88.106);
const water = component("product", "WATER", "H2 O", 18.015);
const ids = () => {
  let n = 0;
  return () => `new${++n}`;
};

describe("the reaction table from the drawing", () => {
  it("given an empty table, when a reaction is drawn, then each component gets a row in its section with the server's figures", () => {
    const rows = tableFromDrawing([], [acid, ethanol, ester], ids());
    expect(rows.map((r) => [r.rowId, r.source, r.formula, r.molecularWeight])).toEqual([
      ["new1", "yldataSource", "C2 H4 O2", 60.052],
      ["new2", "yldataSource", "C2 H6 O", 46.069],
      ["new3", "cwdataSource", "C4 H8 O2", 88.106],
    ]);
  });

  it("given amounts typed, when the drawing gains a product, then the rows kept keep their names, amounts and sections", () => {
    const next = ids();
    const before = tableFromDrawing([], [acid, ethanol, ester], next).map((row) =>
      row.source === "yldataSource" && row.inchiKey === "ETOH"
        ? { ...row, source: "rjdataSource", name: "ethanol", liquidVolume: 20 }
        : row,
    );
    const typed: Row = { rowId: "pdc", source: "catalyst", name: "Pd/C", molecularWeight: 106.42 };
    const after = tableFromDrawing([...before, typed], [acid, ethanol, ester, water], next);
    expect(after.map((r) => [r.rowId, r.source])).toEqual([
      ["new1", "yldataSource"],
      ["pdc", "catalyst"],
      ["new2", "rjdataSource"],
      ["new3", "cwdataSource"],
      ["new4", "cwdataSource"],
    ]);
    expect(after.find((r) => r.rowId === "new2")).toMatchObject({ name: "ethanol", liquidVolume: 20 });
  });

  it("given a component erased from the drawing, then its row leaves; rows typed by name stay", () => {
    const before = tableFromDrawing([], [acid, ethanol, ester], ids());
    const after = tableFromDrawing([...before, { rowId: "t", source: "rjdataSource", name: "toluene" }], [acid, ester], ids());
    expect(after.map((r) => r.inchiKey ?? r.name)).toEqual(["ACID", "toluene", "ESTER"]);
  });
});
