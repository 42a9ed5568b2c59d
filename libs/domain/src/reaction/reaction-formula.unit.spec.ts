import { describe, expect, it } from "vitest";
import { specification } from "../decider/given-when-then";
import { reactionFormula, reactionScheme } from "./reaction-formula";

const owner = { memberId: "m1", isOrganisationAdmin: false };
const other = { memberId: "m2", isOrganisationAdmin: false };
const admin = { memberId: "a", isOrganisationAdmin: true };
const definition = {
  name: "Fischer esterification",
  description: "Acid and alcohol to ester",
  molFile: "$RXN\n",
  scheme: "C2H4O2 + C2H6O → C4H8O2",
  conditions: { time: 4, temperature: 78, gas: "N2" },
};
const saved = { type: "ReactionFormulaSaved" as const, data: { formulaId: "f1", ownerId: "m1", ...definition } };
const binned = { type: "ReactionFormulaBinned" as const, data: { formulaId: "f1" } };
const save = (actor: typeof owner, mustExist: boolean, changes: Partial<typeof definition> = {}) => ({
  type: "SaveReactionFormula" as const,
  formulaId: "f1",
  definition: { ...definition, ...changes },
  actor,
  mustExist,
});

describe("common reaction formula", () => {
  const given = specification(reactionFormula).given;
  it("is created by any member, who owns it; a later save by an administrator keeps the owner", () => {
    given([]).when(save(owner, false)).then([saved]);
    given([saved])
      .when(save(admin, true, { name: "Esterification" }))
      .then([{ ...saved, data: { ...saved.data, name: "Esterification" } }]);
  });
  it("is changed, binned and restored by its owner or an administrator only", () => {
    given([saved]).when(save(other, true)).thenThrows("rubbishBin.notYours");
    given([saved]).when({ type: "BinReactionFormula", formulaId: "f1", actor: other }).thenThrows("rubbishBin.notYours");
    given([saved]).when({ type: "BinReactionFormula", formulaId: "f1", actor: owner }).then([binned]);
    given([saved, binned])
      .when({ type: "RestoreReactionFormula", formulaId: "f1", actor: other })
      .thenThrows("rubbishBin.notYours");
    given([saved, binned])
      .when({ type: "RestoreReactionFormula", formulaId: "f1", actor: admin })
      .then([{ type: "ReactionFormulaRestored", data: { formulaId: "f1" } }]);
  });
  it("in the rubbish bin, is restored before it is changed; one not binned cannot be restored; an unknown one is not found", () => {
    given([saved, binned]).when(save(owner, true)).thenThrows("rubbishBin.inRubbishBin");
    given([saved, binned])
      .when({ type: "BinReactionFormula", formulaId: "f1", actor: owner })
      .thenThrows("rubbishBin.inRubbishBin");
    given([saved])
      .when({ type: "RestoreReactionFormula", formulaId: "f1", actor: owner })
      .thenThrows("rubbishBin.notInRubbishBin");
    given([]).when(save(owner, true)).thenThrows("reactionFormula.notFound");
    given([]).when({ type: "BinReactionFormula", formulaId: "f1", actor: admin }).thenThrows("reactionFormula.notFound");
  });
});

describe("a reaction in gross formulas", () => {
  const c = (role: "reactant" | "agent" | "product", grossFormula: string) => ({ role, figures: { grossFormula } });
  it("reads reactants → products, formulas without Indigo's spaces", () => {
    expect(reactionScheme([c("reactant", "C2 H4 O2"), c("reactant", "C2 H6 O"), c("product", "C4 H8 O2")])).toBe(
      "C2H4O2 + C2H6O → C4H8O2",
    );
  });
  it("puts agents on the arrow, and says a single molecule as its formula", () => {
    expect(reactionScheme([c("reactant", "C6 H5 Br"), c("agent", "Pd"), c("product", "C12 H10")])).toBe("C6H5Br → [Pd] → C12H10");
    expect(reactionScheme([c("reactant", "C9 H8 O4")])).toBe("C9H8O4");
  });
});
