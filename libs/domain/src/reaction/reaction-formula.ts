import type { EventData } from "@labledger/events";
import type { Decider } from "../decider/decider";
import { assertMayChange, assertState, type Binnable, type BinnableActor } from "../rubbish-bin/binnable";

export const reactionFormulaStream = (formulaId: string) => `reaction-formula-${formulaId}`;

export type ReactionFormulaDefinition = Omit<EventData<"ReactionFormulaSaved">, "formulaId" | "ownerId">;
export type ReactionFormulaEvent =
  | { type: "ReactionFormulaSaved"; data: EventData<"ReactionFormulaSaved"> }
  | { type: "ReactionFormulaBinned"; data: EventData<"ReactionFormulaBinned"> }
  | { type: "ReactionFormulaRestored"; data: EventData<"ReactionFormulaRestored"> };

export interface ReactionFormulaState extends Binnable {
  readonly formula?: EventData<"ReactionFormulaSaved">;
}

export type ReactionFormulaCommand =
  /** `mustExist`: a change of a formula (a create makes a new one). */
  | {
      type: "SaveReactionFormula";
      formulaId: string;
      definition: ReactionFormulaDefinition;
      actor: BinnableActor;
      mustExist: boolean;
    }
  | { type: "BinReactionFormula"; formulaId: string; actor: BinnableActor }
  | { type: "RestoreReactionFormula"; formulaId: string; actor: BinnableActor };

const NOT_FOUND = "reactionFormula.notFound";

/**
 * A common reaction formula (issue 16), a team resource a record's reaction starts from: any
 * member creates one; its owner or an administrator changes, bins and restores it.
 */
export const reactionFormula: Decider<ReactionFormulaCommand, ReactionFormulaState, ReactionFormulaEvent> = {
  initialState: () => ({ binned: false }),
  evolve: (state, event) => {
    switch (event.type) {
      case "ReactionFormulaSaved":
        return { ...state, formula: event.data, ownerId: state.ownerId ?? event.data.ownerId };
      case "ReactionFormulaBinned":
        return { ...state, binned: true };
      case "ReactionFormulaRestored":
        return { ...state, binned: false };
    }
  },
  decide: (command, state) => {
    const { formulaId, actor } = command;
    switch (command.type) {
      case "SaveReactionFormula": {
        if (state.ownerId !== undefined || command.mustExist) assertState(state, "inUse", NOT_FOUND);
        assertMayChange(state, actor);
        const ownerId = state.ownerId ?? actor.memberId;
        return [{ type: "ReactionFormulaSaved", data: { formulaId, ownerId, ...command.definition } }];
      }
      case "BinReactionFormula":
        assertState(state, "inUse", NOT_FOUND);
        assertMayChange(state, actor);
        return [{ type: "ReactionFormulaBinned", data: { formulaId } }];
      case "RestoreReactionFormula":
        assertState(state, "binned", NOT_FOUND);
        assertMayChange(state, actor);
        return [{ type: "ReactionFormulaRestored", data: { formulaId } }];
    }
  },
};

/** A component of a reaction as the chemistry read it: its side of the arrow and its gross formula ("C2 H4 O2"). */
export interface SchemeComponent {
  readonly role: "reactant" | "agent" | "product";
  readonly figures: { readonly grossFormula: string };
}

/** A gross formula as people write it: "C4 H8 O2" (Indigo's) is "C4H8O2". */
export const compactFormula = (grossFormula: string) => grossFormula.replace(/\s+/g, "");

/**
 * The reaction in gross formulas, for a list to say what a formula is: "C2H4O2 + C2H6O → C4H8O2";
 * agents (above the arrow) in brackets on it, "A → [B] → C"; a single molecule is its formula.
 */
export function reactionScheme(components: readonly SchemeComponent[]): string {
  const side = (role: SchemeComponent["role"]) =>
    components
      .filter((c) => c.role === role)
      .map((c) => compactFormula(c.figures.grossFormula))
      .join(" + ");
  const [reactants, agents, products] = [side("reactant"), side("agent"), side("product")];
  if (!products && !agents) return reactants;
  return [reactants, ...(agents ? [`[${agents}]`] : []), products].join(" → ");
}
