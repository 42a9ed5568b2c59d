import { describe, it } from "vitest";
import { specification } from "../decider/given-when-then";
import { preparedMaterial } from "./prepared-material";

const owner = { memberId: "m1", isOrganisationAdmin: false };
const other = { memberId: "m2", isOrganisationAdmin: false };
const definition = {
  name: "Mobile phase A",
  components: [
    { name: "Acetonitrile", materialId: null, amount: 600, unit: "mL", ratio: 60 },
    { name: "Water", materialId: "mat-1", amount: 400, unit: "mL", ratio: 40 },
  ],
  preparation: "Mix and degas.",
  shelfLifeDays: 30,
};
const saved = {
  type: "PreparedMaterialSaved" as const,
  data: { preparedMaterialId: "p1", number: "PM0001", ownerId: "m1", ...definition },
};
const save = (actor: typeof owner, number: string | undefined, changes: Partial<typeof definition> = {}) => ({
  type: "SavePreparedMaterial" as const,
  preparedMaterialId: "p1",
  number,
  definition: { ...definition, ...changes },
  actor,
});

describe("prepared material (recipe)", () => {
  const { given } = specification(preparedMaterial);
  it("is created by any member with a serial number, kept on later saves", () => {
    given([]).when(save(owner, "PM0001")).then([saved]);
    given([saved])
      .when(save(owner, undefined, { shelfLifeDays: 14 }))
      .then([{ ...saved, data: { ...saved.data, shelfLifeDays: 14 } }]);
  });
  it("is changed only by its owner or an administrator; an unknown one is not found", () => {
    given([saved]).when(save(other, undefined)).thenThrows("rubbishBin.notYours");
    given([]).when(save(owner, undefined)).thenThrows("preparedMaterial.notFound");
  });
  it("refuses ratios adding up to more than 100 (spec §5: ratio 0 to 100)", () => {
    const over = definition.components.map((c) => ({ ...c, ratio: 60 }));
    given([])
      .when(save(owner, "PM0001", { components: over }))
      .thenThrows("preparedMaterial.ratioOver100");
  });
  it("goes to the rubbish bin and back", () => {
    const binned = { type: "PreparedMaterialBinned" as const, data: { preparedMaterialId: "p1" } };
    given([saved]).when({ type: "BinPreparedMaterial", preparedMaterialId: "p1", actor: owner }).then([binned]);
    given([saved, binned]).when(save(owner, undefined)).thenThrows("rubbishBin.inRubbishBin");
    given([saved, binned])
      .when({ type: "RestorePreparedMaterial", preparedMaterialId: "p1", actor: owner })
      .then([{ type: "PreparedMaterialRestored", data: { preparedMaterialId: "p1" } }]);
  });
});
