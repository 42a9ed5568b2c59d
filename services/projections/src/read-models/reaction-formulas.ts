import { defineProjection } from "../projection";

/** The team's common reaction formulas (issue 16): the whole definition, who changed it last, whether it is in the rubbish bin. */
export const reactionFormulasProjection = defineProjection({
  name: "reaction_formulas",
  collections: ["reaction_formulas"],
  handles: ["ReactionFormulaSaved", "ReactionFormulaBinned", "ReactionFormulaRestored"],
  project: (event) => {
    const by = { updatedAt: event.metadata.time, updatedBy: event.metadata.actor.name };
    switch (event.type) {
      case "ReactionFormulaSaved": {
        const { formulaId, ...definition } = event.data;
        return [
          {
            op: "patch",
            collection: "reaction_formulas",
            id: formulaId,
            set: { ...definition, binned: false, ...by },
            text: definition.name,
          },
        ];
      }
      case "ReactionFormulaBinned":
      case "ReactionFormulaRestored":
        return [
          {
            op: "patch",
            collection: "reaction_formulas",
            id: event.data.formulaId,
            set: { binned: event.type === "ReactionFormulaBinned", ...by },
          },
        ];
    }
  },
});
