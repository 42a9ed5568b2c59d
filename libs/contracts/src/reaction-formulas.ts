import { REACTION_FORMULA_LIMITS, ReactionConditions } from "@labledger/events";
import { z } from "zod";
import type { RouteDefinition } from "./shared/route";
import { BinnedQuery, NewId, Page, Position } from "./shared/schemas";

/** A team resource any member reads, makes and (its owner or an administrator) changes. */
const RESOURCES = { tag: "resources", access: "member" } as const;

export const ReactionFormulaBody = z.object({
  name: z.string().trim().min(1).max(REACTION_FORMULA_LIMITS.name),
  description: z.string().trim().max(REACTION_FORMULA_LIMITS.description).default(""),
  molFile: z
    .string()
    .min(1)
    .max(REACTION_FORMULA_LIMITS.molFile)
    .describe(
      "The reaction drawn: an RXN or molfile (SMILES and the other formats the chemistry reads are taken too); kept as sent",
    ),
  conditions: ReactionConditions.default({}),
});

export const ReactionFormula = ReactionFormulaBody.extend({
  id: z.string(),
  scheme: z.string().describe('The reaction in gross formulas, as the server read it: "C2H4O2 + C2H6O → C4H8O2"'),
  ownerId: z.string(),
  ownerName: z.string().describe("Who created it, by name"),
  binned: z.boolean(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});

const route = (operationId: string, method: "get" | "put" | "post", path: string, summary: string) => ({
  operationId,
  method,
  path,
  summary,
  ...RESOURCES,
});

export const reactionFormulaRoutes = {
  listReactionFormulas: {
    ...route(
      "listReactionFormulas",
      "get",
      "/resources/reaction-formulas",
      "The team's common reaction formulas, newest first; keyword on the name; ?binned=true lists the rubbish bin",
    ),
    query: BinnedQuery,
    response: Page(ReactionFormula),
  },
  createReactionFormula: {
    ...route(
      "createReactionFormula",
      "post",
      "/resources/reaction-formulas",
      "Create a common reaction formula: the drawing (read by the server first; an unreadable one is refused), name, description, conditions",
    ),
    body: ReactionFormulaBody,
    response: NewId,
  },
  getReactionFormula: {
    ...route("getReactionFormula", "get", "/resources/reaction-formulas/{id}", "A common reaction formula"),
    response: ReactionFormula,
  },
  updateReactionFormula: {
    ...route(
      "updateReactionFormula",
      "put",
      "/resources/reaction-formulas/{id}",
      "Change a common reaction formula (the whole definition; owner or administrator)",
    ),
    body: ReactionFormulaBody,
    response: Position,
  },
  binReactionFormula: {
    ...route(
      "binReactionFormula",
      "post",
      "/resources/reaction-formulas/{id}/bin",
      "Move a common reaction formula to the rubbish bin",
    ),
    response: Position,
  },
  restoreReactionFormula: {
    ...route(
      "restoreReactionFormula",
      "post",
      "/resources/reaction-formulas/{id}/restore",
      "Restore a common reaction formula from the rubbish bin",
    ),
    response: Position,
  },
} as const satisfies Record<string, RouteDefinition>;

export type ReactionFormulaBody = z.input<typeof ReactionFormulaBody>;
export type ReactionFormula = z.infer<typeof ReactionFormula>;
