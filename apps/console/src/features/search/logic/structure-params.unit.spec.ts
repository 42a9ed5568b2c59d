import { describe, expect, it } from "vitest";
import { looksLikeSmiles, readStructureParams, structureAddress } from "./structure-params";

const read = (query: string) => readStructureParams(new URLSearchParams(query));

describe("a structure search kept in the address", () => {
  it("reads the query, mode, threshold and page, and writes them back the same", () => {
    const params = read("structure=CC(%3DO)OCC&mode=similarity&threshold=0.55&pageIndex=2");
    expect(params).toEqual({ structure: "CC(=O)OCC", mode: "similarity", threshold: 0.55, pageIndex: 2 });
    expect(read(structureAddress(params!).split("?")[1]!)).toEqual(params);
  });
  it("takes the defaults for what it cannot use, and is no structure search without a structure", () => {
    expect(read("structure=c1ccccc1&mode=fuzzy&threshold=7&pageIndex=x")).toEqual({
      structure: "c1ccccc1",
      mode: "substructure",
      threshold: 0.7,
      pageIndex: 1,
    });
    expect(read("key=aspirin")).toBeUndefined();
    expect(structureAddress({ structure: "CCO", mode: "exact", threshold: 0.7, pageIndex: 1 })).toBe(
      "/globSearch?structure=CCO&mode=exact",
    );
  });

  it("offers words typed in the search box as a structure when they read as a SMILES, never plain words or record numbers", () => {
    for (const smiles of ["CC(=O)OC", "c1ccccc1", "CC#N", "[Na+].[Cl-]", "OC(=O)c1ccccc1O"])
      expect(looksLikeSmiles(smiles), smiles).toBe(true);
    for (const words of ["NaCl", "H2O", "EXP241123001", "buffer pH 7", "Suzuki", "合成路线", "CCO"])
      expect(looksLikeSmiles(words), words).toBe(false);
  });
});
