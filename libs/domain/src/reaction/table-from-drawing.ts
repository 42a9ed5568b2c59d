import type { Row } from "../experiment/module-content";
import { REACTION_SOURCES, type ReactionSource, sourceOf } from "./reaction-rows";

/** A component of the drawing as the server read it (its figures by Indigo). */
export interface DrawnComponent {
  readonly role: "reactant" | "agent" | "product";
  readonly molfile: string;
  readonly figures: {
    readonly grossFormula: string;
    readonly molecularWeight: number;
    readonly monoisotopicMass: number;
    readonly smiles: string;
    readonly inchi: string;
    readonly inchiKey: string;
  };
}

const SECTION_OF: Record<DrawnComponent["role"], ReactionSource> = {
  reactant: "yldataSource",
  agent: "reagent",
  product: "cwdataSource",
};
const drawnSide = (source: string) => (source === "cwdataSource" ? "product" : "reactant");
const sideOf = (role: DrawnComponent["role"]) => (role === "product" ? "product" : "reactant");

/**
 * The reaction table after the drawing changed: one row per drawn component, in drawing order
 * within its section. A component already in the table (same InChIKey, same side of the arrow)
 * keeps its row — its name, amounts and the section the chemist moved it to (a reagent made a
 * catalyst or solvent); a new one gets a row (with `newRow`'s units); a drawn row no longer drawn leaves. Rows typed by
 * name only stay. Sections in the spec's order, so a reactant leads.
 */
export function tableFromDrawing(
  rows: readonly Row[],
  drawn: readonly DrawnComponent[],
  newRowId: () => string,
  /** What a new row starts with (the organisation's default units). */
  newRow: Readonly<Record<string, unknown>> = {},
): Row[] {
  const unclaimed = rows.filter((row) => typeof row.inchiKey === "string" && row.inchiKey !== "");
  const fromDrawing = drawn.map((component): Row => {
    const index = unclaimed.findIndex(
      (row) => row.inchiKey === component.figures.inchiKey && drawnSide(sourceOf(row)) === sideOf(component.role),
    );
    const kept = index >= 0 ? unclaimed.splice(index, 1)[0] : undefined;
    const { grossFormula, ...figures } = component.figures;
    return {
      ...(kept ?? { ...newRow, rowId: newRowId(), source: SECTION_OF[component.role], name: "" }),
      structure: component.molfile,
      formula: grossFormula,
      ...figures,
    };
  });
  const typedOnly = rows.filter((row) => !(typeof row.structure === "string" && row.structure.trim() !== ""));
  const table = [...fromDrawing, ...typedOnly];
  const rank = (row: Row) => REACTION_SOURCES.indexOf(sourceOf(row) as ReactionSource);
  return table
    .map((row, i) => ({ row, i }))
    .sort((a, b) => rank(a.row) - rank(b.row) || a.i - b.i)
    .map(({ row }) => row);
}
