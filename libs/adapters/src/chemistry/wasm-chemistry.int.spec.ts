import { chemistryContract } from "@labledger/ports/chemistry/contract";
import { describe, expect, it } from "vitest";
import { WasmChemistry } from "./wasm-chemistry";

chemistryContract("Indigo and RDKit MinimalLib (WASM)", { create: () => WasmChemistry.start() });

describe("a structure Indigo does not finish with in time", () => {
  // 140 cyclohexane rings in a chain (840 atoms, 979 bonds): Indigo reads it at once and lays it out
  // for about a minute on a busy build machine (40 rings: 4 s).
  const ringChain = "C1CCCCC1".repeat(140);

  it("is refused when the deadline passes, and the next structure is read by a fresh worker", async () => {
    const chemistry = await WasmChemistry.start({ deadlineMs: 2_000 });
    try {
      await expect(chemistry.read(ringChain)).rejects.toThrow(/did not finish within 2 s/);
      expect((await chemistry.read("CC(=O)Oc1ccccc1C(=O)O")).components[0]!.figures.grossFormula).toBe("C9 H8 O4");
    } finally {
      await chemistry.close();
    }
  });
});
