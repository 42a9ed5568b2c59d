import type { Row } from "../experiment/module-content";

/**
 * Spec §3 Equation: the reaction table's sections — yldataSource (reactants), reagents,
 * catalysts, rjdataSource (solvents), cwdataSource (products) — in the order they are shown.
 */
export const REACTION_SOURCES = ["yldataSource", "reagent", "catalyst", "rjdataSource", "cwdataSource"] as const;
export type ReactionSource = (typeof REACTION_SOURCES)[number];

/** The sections whose amounts follow the reference reactant by equivalents. */
export const DOSED_SOURCES: ReadonlySet<string> = new Set<ReactionSource>(["yldataSource", "reagent", "catalyst"]);

/** What the server computes for a row from its structure (Indigo); a save's own values of these are replaced. */
export const COMPUTED_FIELDS = ["formula", "molecularWeight", "monoisotopicMass", "smiles", "inchi", "inchiKey"] as const;

/** The reaction conditions (spec §3 condition; §9 units h, M, atm, ℃, rpm), kept as the module's fields. */
export const CONDITION_FIELDS = ["time", "concentration", "pressure", "temperature", "volume", "gas"] as const;

export const sourceOf = (row: Row): string => (typeof row.source === "string" ? row.source : "");

/** A number a row holds, or null when the cell is blank or not a number. */
export function cellNumber(row: Row, field: string): number | null {
  const value = Object.hasOwn(row, field) ? row[field] : undefined;
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/** A row names a substance: by a drawn structure or by a typed name. */
export const isFilled = (row: Row): boolean =>
  [row.structure, row.name].some((value) => typeof value === "string" && value.trim() !== "");

/** The reference (limiting) reactant: the dosed row marked so, else the first reactant. */
export function referenceRow(rows: readonly Row[]): Row | undefined {
  return (
    rows.find((row) => row.reference === true && DOSED_SOURCES.has(sourceOf(row))) ??
    rows.find((row) => sourceOf(row) === "yldataSource")
  );
}

/** Spec §5 reaction rows, broken or not: the first row is a reactant; the first reactant and first product rows name a substance. */
export function reactionRowRule(rows: readonly Row[]): "reaction.reagentInFirstRow" | "reaction.firstRowsEmpty" | null {
  if (rows.length === 0) return null;
  if (sourceOf(rows[0]!) !== "yldataSource") return "reaction.reagentInFirstRow";
  const firstProduct = rows.find((row) => sourceOf(row) === "cwdataSource");
  if (!isFilled(rows[0]!) || (firstProduct && !isFilled(firstProduct))) return "reaction.firstRowsEmpty";
  return null;
}
