import { z } from "zod";
import { defineEvent } from "./define";
import { REACTION_FORMULA_LIMITS } from "./reaction-formulas-values";

export { REACTION_CONDITION_FIELDS, REACTION_FORMULA_LIMITS } from "./reaction-formulas-values";

const id = z.string().min(1).max(64);
const atLeastZero = z.number().nonnegative().optional();

/** The reaction module's conditions, each optional (as its fields are). */
export const ReactionConditions = z.object({
  time: atLeastZero.describe("Hours"),
  concentration: atLeastZero.describe("mol/L"),
  pressure: atLeastZero.describe("atm"),
  temperature: z.number().optional().describe("℃"),
  volume: atLeastZero.describe("Stirring, rpm"),
  gas: z.string().max(REACTION_FORMULA_LIMITS.gas).optional().describe("Atmosphere"),
});

export const ReactionFormulaSaved = defineEvent({
  type: "ReactionFormulaSaved",
  version: 1,
  description:
    "A common reaction formula (a team resource a record's reaction starts from) was created or changed: its name, description, drawing, the reaction in gross formulas and its conditions (the whole definition).",
  schema: z.object({
    formulaId: id,
    ownerId: id.describe("Who created it (kept on later saves)"),
    name: z.string().min(1).max(REACTION_FORMULA_LIMITS.name),
    description: z.string().max(REACTION_FORMULA_LIMITS.description),
    molFile: z.string().min(1).max(REACTION_FORMULA_LIMITS.molFile).describe("The drawing as sent: an RXN or molfile"),
    scheme: z
      .string()
      .max(REACTION_FORMULA_LIMITS.scheme)
      .describe('The reaction in gross formulas as the server read it: "C2H4O2 + C2H6O → C4H8O2"'),
    conditions: ReactionConditions,
  }),
});

export const ReactionFormulaBinned = defineEvent({
  type: "ReactionFormulaBinned",
  version: 1,
  description: "A common reaction formula was moved to the rubbish bin (it can be restored).",
  schema: z.object({ formulaId: id }),
});

export const ReactionFormulaRestored = defineEvent({
  type: "ReactionFormulaRestored",
  version: 1,
  description: "A common reaction formula was restored from the rubbish bin.",
  schema: z.object({ formulaId: id }),
});
